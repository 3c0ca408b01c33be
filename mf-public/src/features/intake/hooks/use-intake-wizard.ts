import { useCallback, useRef, useState } from 'react';
import { useNavigate } from '@lexa/router';
import { useSession } from '@lexa/common';
import { DASHBOARD_PATH, MARKETING_SITE_URL } from '../constants/intake-rules';
import { isStepComplete, stepCount } from '../utils/step-gates';
import { badgeName } from '../utils/visitor-identity';
import { EMPTY_FORM, type WizardForm } from '../utils/wizard-form';
import { useDraftAutosave, type RestoredDraft } from './use-draft-autosave';
import { useLegalNeedAnalysis } from './use-legal-need-analysis';
import { useRequestSubmission } from './use-request-submission';

export type StepDirection = 'forward' | 'back';

/** The intake wizard's state: the form, the current step and its gate, analysis, autosave and submission. */
export function useIntakeWizard() {
  const navigate = useNavigate();
  const user = useSession((state) => (state.status === 'authenticated' ? state.user : null));
  const [form, setForm] = useState<WizardForm>(EMPTY_FORM);
  const [step, setStep] = useState(1);
  const [direction, setDirection] = useState<StepDirection>('forward');
  // The step 1 text that step 2's fields were last prefilled from: unchanged text keeps the visitor's edits.
  const analyzedInput = useRef<string | null>(null);
  const [filesToAttachAgain, setFilesToAttachAgain] = useState<string[]>([]);
  const { analyzing, analyze } = useLegalNeedAnalysis();
  const submission = useRequestSubmission();

  const signedIn = user !== null && !submission.creatingAccount;
  const totalSteps = stepCount(signedIn);
  // A draft saved on the visitors' last step reopens on a signed-in client's last step.
  const currentStep = Math.min(step, totalSteps);
  const canContinue = isStepComplete(currentStep, form);

  const onRestore = useCallback(({ form: restored, step: savedStep, filesToAttachAgain: again }: RestoredDraft) => {
    setForm(restored);
    setFilesToAttachAgain(again);
    setStep(Math.max(1, savedStep));
    analyzedInput.current = savedStep > 1 ? restored.initialInput.trim() : null;
  }, []);
  const autosave = useDraftAutosave({ form, step: currentStep, paused: submission.submitting, onRestore });

  const update = useCallback((changes: Partial<WizardForm>) => setForm((current) => ({ ...current, ...changes })), []);

  const next = async () => {
    if (!canContinue || analyzing) return;
    const input = form.initialInput.trim();
    if (currentStep === 1 && input && input !== analyzedInput.current) {
      const prefill = await analyze(input);
      analyzedInput.current = input;
      update(prefill);
    }
    setDirection('forward');
    setStep(currentStep + 1);
  };

  /** Back on step 1 leaves the wizard: a visitor for the marketing site (a plain link), a client for the dashboard. */
  const exitLink = currentStep === 1 && !signedIn ? MARKETING_SITE_URL : null;
  const back = () => {
    if (currentStep === 1) {
      navigate(DASHBOARD_PATH);
      return;
    }
    setDirection('back');
    setStep(currentStep - 1);
  };

  const submit = () => {
    if (!canContinue || submission.submitting) return;
    void submission.submit({
      form,
      draftId: autosave.currentDraftId(),
      sessionId: autosave.sessionId,
      asVisitor: !signedIn,
    });
  };

  return {
    form,
    update,
    filesToAttachAgain,
    step: currentStep,
    totalSteps,
    direction,
    signedIn,
    signedInAs: signedIn && user ? badgeName(user) : null,
    canContinue,
    isLastStep: currentStep === totalSteps,
    analyzing,
    submitting: submission.submitting,
    next,
    back,
    exitLink,
    submit,
  };
}
