import type { DraftFormInput, StoredDraftForm } from '@lexa/common';

/** The autosaved form without the passwords the browser may send along (`draftFormSchema`). */
export type DraftFormData = StoredDraftForm;

/** Passwords never reach the store, whatever the browser sent. */
export function withoutSecrets(form: DraftFormInput): DraftFormData {
  const { password: _password, confirmPassword: _confirm, loginPassword: _login, ...kept } = form;
  return kept;
}
