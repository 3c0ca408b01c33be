import type { WizardForm } from '../../utils/wizard-form';

/** What every step receives: the form and the way to change it. */
export interface StepProps {
  form: WizardForm;
  update: (changes: Partial<WizardForm>) => void;
  /** Files a restored draft listed: the visitor has to attach them again. */
  filesToAttachAgain: readonly string[];
}
