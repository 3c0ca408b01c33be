import type { DraftFormInput } from '@lexa/common';

/** The autosaved form without the passwords the browser may send along (`draftFormSchema`). */
export type DraftFormData = Omit<DraftFormInput, 'password' | 'confirmPassword' | 'loginPassword'>;

/** Passwords never reach the store, whatever the browser sent. */
export function withoutSecrets(form: DraftFormInput): DraftFormData {
  const { password: _password, confirmPassword: _confirm, loginPassword: _login, ...kept } = form;
  return kept;
}
