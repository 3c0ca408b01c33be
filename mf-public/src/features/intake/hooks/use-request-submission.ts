import { useMutation } from '@tanstack/react-query';
import { notification as pageNotification } from 'antd';
import { useState } from 'react';
import { useNavigate } from '@lexa/router';
import { requestSubmissionFields, serverErrorText, splitFullName, useSession } from '@lexa/common';
import {
  emailHasAccount,
  recordDraftOutcome,
  signUpSilently,
  submitRequest,
  type DraftOutcome,
  type RequestSubmission,
} from '../api/intake-api';
import { DASHBOARD_PATH, SUBMISSION_RETURN_PATH } from '../constants/intake-rules';
import { clearPendingSubmission, storePendingSubmission } from '../utils/pending-submission';
import { generatedPassword } from '../utils/visitor-identity';
import { jurisdictionText, type WizardForm } from '../utils/wizard-form';
import { useToasts } from '@lexa/common/ui';

export interface SubmissionInput {
  form: WizardForm;
  draftId: string | null;
  sessionId: string;
  /** An anonymous visitor: the account is checked and, when new, created before the request is sent. */
  asVisitor: boolean;
}

const SUBMIT_FALLBACK = 'There was an error submitting your request. Please try again.';
const SUCCESS_SIGNED_IN = 'Your legal request has been submitted successfully.';
const SUCCESS_NEW_ACCOUNT = 'Your account has been created and your request has been submitted.';
/** Spec §9: toasts show 5 s by default. */
const SUCCESS_TOAST_SECONDS = 5;
/** Stored post-login destinations that the highlighted dashboard replaces. */
const DASHBOARD_DESTINATIONS = ['/dashboard', DASHBOARD_PATH];

/** Why the wizard sends a visitor to sign in, shown as it does. */
const accountExists = (email: string) =>
  `An account already exists for ${email}. Sign in (or ask for an e-mail login link) and your request will be submitted: your answers are kept.`;
/** Added to every failure: nothing the visitor entered is lost. */
const ANSWERS_KEPT = 'Your answers are kept: check them and submit again.';

/** A failed step of the submission, carrying the text the visitor sees. */
class SubmissionError extends Error {}

async function attempt<T>(call: () => Promise<T>, failure: (error: unknown) => string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    console.error('Request submission step failed', error);
    throw new SubmissionError(failure(error));
  }
}

function recordOutcome(draftId: string | null, sessionId: string, outcome: DraftOutcome): void {
  if (!draftId) return;
  recordDraftOutcome(draftId, sessionId, outcome).catch((error: unknown) =>
    console.warn('Could not record the draft outcome', error),
  );
}

/** The wizard's answers as the submission contract names them, refused here with the API's own rules and messages. */
function submissionOf(form: WizardForm, sessionId: string): RequestSubmission {
  const fields = {
    title: form.title.trim(),
    description: form.description.trim(),
    category: form.category,
    jurisdiction: jurisdictionText(form),
    timeline: form.timeline,
    scope: form.scope,
    budget: form.budget,
    contactName: form.submitName.trim(),
    contactEmail: form.submitEmail.trim(),
    sessionId,
  };
  const checked = requestSubmissionFields.safeParse(fields);
  if (!checked.success) throw new SubmissionError(checked.error.issues[0]?.message ?? SUBMIT_FALLBACK);
  return { ...fields, files: form.files };
}

/** Where a submission ends: the request is in, or the visitor's e-mail has an account to sign in with first. */
type SubmissionOutcome = { requestId: string } | { signInAs: string };

/**
 * Submits the wizard (public spec §2, §4, §8): a visitor whose e-mail has an account signs in first and
 * comes back through /client/request-submission; a new visitor gets an account silently (a set-password
 * link is e-mailed); then the request is sent, the draft is marked, and the dashboard highlights it.
 */
export function useRequestSubmission() {
  const { notification } = useToasts();
  const navigate = useNavigate();
  // True from the silent signup until the visitor leaves: the wizard keeps its visitor steps meanwhile.
  const [creatingAccount, setCreatingAccount] = useState(false);

  const submission = useMutation({
    mutationFn: async ({ form, draftId, sessionId, asVisitor }: SubmissionInput): Promise<SubmissionOutcome> => {
      // Checked before any account is created for it.
      const checkedSubmission = submissionOf(form, sessionId);
      if (asVisitor) {
        const email = form.submitEmail.trim();
        if (
          await attempt(
            () => emailHasAccount(email),
            () => 'Failed to check email',
          )
        ) {
          storePendingSubmission({ form, draftId });
          return { signInAs: email };
        }
        setCreatingAccount(true);
        const { firstName, lastName } = splitFullName(form.submitName);
        const auth = await attempt(
          () => signUpSilently({ firstName, lastName, email, password: generatedPassword() }),
          (error) => serverErrorText(error, 'Account creation failed'),
        );
        useSession.getState().signIn(auth);
      }
      // The server's reason (a file refused by its content, too many files) tells the visitor what to change.
      const request = await attempt(
        () => submitRequest(checkedSubmission),
        (error) => serverErrorText(error, 'Failed to submit request'),
      );
      return { requestId: request.id };
    },
    onSuccess: (outcome, { draftId, sessionId, asVisitor }) => {
      if ('signInAs' in outcome) {
        notification.info({ title: 'You already have an account', description: accountExists(outcome.signInAs) });
        navigate(`/login?email=${encodeURIComponent(outcome.signInAs)}&returnTo=${SUBMISSION_RETURN_PATH}`);
        return;
      }
      recordOutcome(draftId, sessionId, { success: true, requestId: outcome.requestId });
      clearPendingSubmission();
      const session = useSession.getState();
      if (!asVisitor && DASHBOARD_DESTINATIONS.includes(session.postLoginRedirect ?? '')) {
        session.setPostLoginRedirect(null);
      }
      // The dashboard is another bundle: a toast of this screen's App context would leave with this screen,
      // so this one goes through antd's page-level notifications and stays over the dashboard.
      pageNotification.success({
        title: 'Success!',
        description: asVisitor ? SUCCESS_NEW_ACCOUNT : SUCCESS_SIGNED_IN,
        duration: SUCCESS_TOAST_SECONDS,
      });
      navigate(`${DASHBOARD_PATH}?request=${encodeURIComponent(outcome.requestId)}&highlight=true`);
    },
    onError: (error, { draftId, sessionId, asVisitor }) => {
      const message = error instanceof SubmissionError ? error.message : SUBMIT_FALLBACK;
      // The silent signup's session goes with the failed request: the visitor stays in the visitor's wizard, and
      // submitting again asks them to sign in to the account now made for their e-mail. Signed out first, so the
      // outcome is recorded as the visitor's: a signed-in call would claim the draft for the account, and the
      // visitor could not restore it after a reload.
      if (asVisitor && useSession.getState().status === 'authenticated') useSession.getState().signOut();
      recordOutcome(draftId, sessionId, { success: false, error: message });
      notification.error({ title: 'Submission Failed', description: `${message} ${ANSWERS_KEPT}` });
      setCreatingAccount(false);
    },
  });

  const { mutate: submit } = submission;
  // Both outcomes leave the wizard, so it stays busy until it has.
  const submitting = submission.isPending || submission.isSuccess;
  return { submitting, creatingAccount, submit };
}
