import { fields, requestSubmissionFields } from '@lexa/common';
import {
  CLIENT_STEP_COUNT,
  DESCRIPTION_MAX_LENGTH,
  MIN_INITIAL_INPUT_LENGTH,
  VISITOR_STEP_COUNT,
} from '../constants/intake-rules';
import type { WizardForm } from './wizard-form';

/** Steps 2-5 ask for submission fields: each is checked with the submission contract's rule, which the API applies. */
const submission = requestSubmissionFields.shape;
const valid = (field: { safeParse(value: unknown): { success: boolean } }, value: unknown): boolean =>
  field.safeParse(value).success;

/** Six steps for visitors; signed-in clients skip the contact step. */
export const stepCount = (signedIn: boolean): number => (signedIn ? CLIENT_STEP_COUNT : VISITOR_STEP_COUNT);

/** Whether the wizard may move on from `step` (1-based; public spec §5, "Wizard gates"). */
export function isStepComplete(step: number, form: WizardForm): boolean {
  switch (step) {
    case 1:
      return form.initialInput.trim().length > MIN_INITIAL_INPUT_LENGTH;
    case 2:
      return (
        valid(submission.title, form.title) &&
        valid(submission.category, form.category) &&
        valid(submission.description, form.description) &&
        form.description.trim().length <= DESCRIPTION_MAX_LENGTH
      );
    case 3:
      return form.jurisdictionNotApplicable || valid(submission.jurisdiction, form.jurisdiction);
    case 4:
      return valid(submission.timeline, form.timeline) && valid(submission.scope, form.scope);
    case 5:
      return valid(submission.budget, form.budget);
    case 6:
      return form.submitName.trim() !== '' && valid(fields.email, form.submitEmail);
    default:
      return false;
  }
}
