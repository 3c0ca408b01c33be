import {
  CLIENT_STEP_COUNT,
  MIN_DESCRIPTION_LENGTH,
  MIN_INITIAL_INPUT_LENGTH,
  VISITOR_STEP_COUNT,
} from '../constants/intake-rules';
import type { WizardForm } from './wizard-form';

/** Six steps for visitors; signed-in clients skip the contact step. */
export const stepCount = (signedIn: boolean): number => (signedIn ? CLIENT_STEP_COUNT : VISITOR_STEP_COUNT);

/** Whether the wizard may move on from `step` (1-based; public spec §5, "Wizard gates"). */
export function isStepComplete(step: number, form: WizardForm): boolean {
  switch (step) {
    case 1:
      return form.initialInput.trim().length > MIN_INITIAL_INPUT_LENGTH;
    case 2:
      return form.title.trim() !== '' && form.category !== '' && form.description.trim().length > MIN_DESCRIPTION_LENGTH;
    case 3:
      return form.jurisdictionNotApplicable || form.jurisdiction.trim() !== '';
    case 4:
      return form.timeline !== '' && form.scope !== '';
    case 5:
      return form.budget !== '';
    case 6:
      return form.submitName.trim() !== '' && form.submitEmail.trim() !== '' && form.submitEmail.includes('@');
    default:
      return false;
  }
}
