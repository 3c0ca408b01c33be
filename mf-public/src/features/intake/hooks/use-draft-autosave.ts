import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createDraft, fetchActiveDraft, logVisit, updateDraft } from '../api/intake-api';
import { AUTOSAVE_DEBOUNCE_MS } from '../constants/intake-rules';
import { chatSessionId } from '../utils/visitor-identity';
import { fromDraftFormData, hasDraftContent, toDraftFormData, type WizardForm } from '../utils/wizard-form';

export interface RestoredDraft {
  form: WizardForm;
  step: number;
}

export interface UseDraftAutosaveOptions {
  form: WizardForm;
  step: number;
  /** No save while the request is being submitted. */
  paused: boolean;
  /** Called at most once, when the session has an active draft. */
  onRestore: (draft: RestoredDraft) => void;
}

const snapshotOf = (form: WizardForm, step: number): string =>
  JSON.stringify({ formData: toDraftFormData(form), currentStep: step });

/**
 * The wizard's draft: logs the visit on arrival, restores the session's active draft, then saves the form
 * 2 s after the last change (created on the first save, updated after). Failures here are only logged:
 * the visitor can always carry on.
 */
export function useDraftAutosave({ form, step, paused, onRestore }: UseDraftAutosaveOptions) {
  const { notification } = App.useApp();
  const [sessionId] = useState(chatSessionId);
  const correlationId = useRef<string | null>(null);
  const draftId = useRef<string | null>(null);
  const saving = useRef(false);
  const lastSaved = useRef<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logVisit({ referrer: document.referrer, landingUrl: window.location.href, sessionId })
      .then((id) => {
        correlationId.current = id;
      })
      .catch((error: unknown) => console.warn('Visit log failed', error));
    fetchActiveDraft(sessionId)
      .then((draft) => {
        if (!draft) return;
        const restored = { form: fromDraftFormData(draft.formData), step: draft.currentStep };
        draftId.current = draft.draftId;
        lastSaved.current = snapshotOf(restored.form, restored.step);
        onRestore(restored);
        notification.info({ title: 'Draft Restored', description: 'Your saved progress has been restored.' });
      })
      .catch((error: unknown) => console.warn('Draft restore failed', error));
  }, [sessionId, notification, onRestore]);

  useEffect(() => {
    if (paused) return;
    const save = async () => {
      const snapshot = snapshotOf(form, step);
      if (!correlationId.current || saving.current || !hasDraftContent(form) || snapshot === lastSaved.current) return;
      saving.current = true;
      const content = { formData: toDraftFormData(form), currentStep: step, sessionId };
      try {
        if (draftId.current) await updateDraft(draftId.current, content);
        else draftId.current = await createDraft(correlationId.current, content);
        lastSaved.current = snapshot;
      } catch (error) {
        console.warn('Autosave failed', error);
      } finally {
        saving.current = false;
      }
    };
    const timer = setTimeout(() => void save(), AUTOSAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [form, step, paused, sessionId]);

  const currentDraftId = useCallback(() => draftId.current, []);
  return { sessionId, currentDraftId };
}
