import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { useCallback, useEffect, useRef, useState } from 'react';
import { reportFailures } from '@lexa/common';
import {
  createDraft,
  fetchActiveDraft,
  intakeKeys,
  logVisit,
  updateDraft,
  type DraftContent,
  type SavedDraft,
} from '../api/intake-api';
import { AUTOSAVE_DEBOUNCE_MS } from '../constants/intake-rules';
import { chatSessionId } from '../utils/visitor-identity';
import {
  fromDraftFormData,
  hasDraftContent,
  pickedFileNames,
  toDraftFormData,
  type WizardForm,
} from '../utils/wizard-form';
import { useToasts } from '@lexa/common/ui';

export interface RestoredDraft {
  form: WizardForm;
  step: number;
  /** The names of the files picked before: a draft keeps no file content, so they must be attached again. */
  filesToAttachAgain: string[];
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

/** Once per visit of the wizard: the answers live as long as the screen (then a new arrival logs a new visit). */
const ONCE_PER_VISIT = { staleTime: Infinity, gcTime: 0 } as const;

/**
 * The wizard's draft: logs the visit on arrival, restores the session's active draft, then saves the form
 * 2 s after the last change (created on the first save, updated after). Failures here are only logged:
 * the visitor can always carry on.
 */
export function useDraftAutosave({ form, step, paused, onRestore }: UseDraftAutosaveOptions) {
  const { notification } = useToasts();
  const queryClient = useQueryClient();
  const [sessionId] = useState(chatSessionId);
  const draftId = useRef<string | null>(null);
  const saving = useRef(false);
  const lastSaved = useRef<string | null>(null);

  useQuery({
    queryKey: intakeKeys.visit(sessionId),
    queryFn: reportFailures(
      () => logVisit({ referrer: document.referrer, landingUrl: window.location.href, sessionId }),
      (error) => console.warn('Visit log failed', error),
    ),
    ...ONCE_PER_VISIT,
  });

  // The draft is restored the moment it arrives (inside the query function), so no render shows the empty form; only
  // from the visit's first answer: a sign-out clears the query cache and the draft is fetched again, but by then the
  // form on screen is newer than any draft (its own autosave), and a "Draft Restored" notice would push out the toast
  // that said why (a failed submission signs the visitor out).
  const arrivalAnswered = useRef(false);
  const restore = (draft: SavedDraft) => {
    const restored = {
      form: fromDraftFormData(draft.formData),
      step: draft.currentStep,
      filesToAttachAgain: pickedFileNames(draft.formData),
    };
    draftId.current = draft.draftId;
    lastSaved.current = snapshotOf(restored.form, restored.step);
    onRestore(restored);
    const again = restored.filesToAttachAgain;
    notification.info({
      title: 'Draft Restored',
      description: again.length
        ? `Your saved progress has been restored. Files are not saved with a draft: please attach ${again.join(', ')} again.`
        : 'Your saved progress has been restored.',
    });
  };
  useQuery({
    queryKey: intakeKeys.activeDraft(sessionId),
    queryFn: reportFailures(
      async () => {
        const draft = await fetchActiveDraft(sessionId);
        if (draft && !arrivalAnswered.current) restore(draft);
        arrivalAnswered.current = true;
        return draft;
      },
      (error) => console.warn('Draft restore failed', error),
    ),
    ...ONCE_PER_VISIT,
  });

  // The first save creates the draft; later ones update it.
  const { mutateAsync: saveDraft } = useMutation({
    mutationFn: async ({ correlationId, content }: { correlationId: string; content: DraftContent }) => {
      if (draftId.current) await updateDraft(draftId.current, content);
      else draftId.current = await createDraft(correlationId, content);
    },
  });

  useEffect(() => {
    if (paused) return;
    const save = async () => {
      const snapshot = snapshotOf(form, step);
      const correlationId = queryClient.getQueryData<string>(intakeKeys.visit(sessionId));
      if (!correlationId || saving.current || !hasDraftContent(form) || snapshot === lastSaved.current) return;
      saving.current = true;
      const content = { formData: toDraftFormData(form), currentStep: step, sessionId };
      try {
        await saveDraft({ correlationId, content });
        lastSaved.current = snapshot;
      } catch (error) {
        console.warn('Autosave failed', error);
      } finally {
        saving.current = false;
      }
    };
    const timer = setTimeout(() => void save(), AUTOSAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [form, step, paused, sessionId, queryClient, saveDraft]);

  const currentDraftId = useCallback(() => draftId.current, []);
  return { sessionId, currentDraftId };
}
