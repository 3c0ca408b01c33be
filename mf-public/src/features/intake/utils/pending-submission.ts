import { safeStorage } from '@lexa/common';
import { fromDraftFormData, toDraftFormData, type DraftFormData, type WizardForm } from './wizard-form';

/**
 * A visitor whose e-mail already has an account signs in first; the wizard's form waits here for
 * /client/request-submission to send it. The form survives a reload (browser storage, no passwords);
 * the chosen files live only in this page's memory.
 */
const PENDING_KEY = 'lexaPendingRequest';

export interface PendingSubmission {
  form: WizardForm;
  draftId: string | null;
}

let pendingFiles: File[] = [];

export function storePendingSubmission({ form, draftId }: PendingSubmission): void {
  pendingFiles = form.files;
  safeStorage.set(PENDING_KEY, JSON.stringify({ formData: toDraftFormData(form), draftId }));
}

export function readPendingSubmission(): PendingSubmission | null {
  const stored = safeStorage.get(PENDING_KEY);
  if (!stored) return null;
  try {
    const { formData, draftId } = JSON.parse(stored) as { formData: Partial<DraftFormData>; draftId: unknown };
    return {
      form: { ...fromDraftFormData(formData), files: pendingFiles },
      draftId: typeof draftId === 'string' ? draftId : null,
    };
  } catch {
    return null;
  }
}

export function clearPendingSubmission(): void {
  pendingFiles = [];
  safeStorage.remove(PENDING_KEY);
}
