import { useMutation } from '@tanstack/react-query';

import { useState } from 'react';
import { fields, MIN_PASSWORD_LENGTH, serverErrorText, SIGN_IN_PATHS } from '@lexa/common';
import { resetPassword } from '../api/recovery-api';
import { useToasts } from '@lexa/common/ui';

export type ResetPasswordStatus = 'form' | 'submitting' | 'completed';

/**
 * The rule broken by a new password and its confirmation, in the spec's order (public spec §5), or null. The password
 * rules are the API's own (`passwordResetBody`); the page words the length rule as the spec says.
 */
export function resetPasswordProblem(password: string, confirmation: string): string | null {
  if (!password || !confirmation) return 'Please fill in all fields';
  const [broken] = fields.newPassword.safeParse(password).error?.issues ?? [];
  if (broken?.code === 'too_small') return `Password Must be at least ${MIN_PASSWORD_LENGTH} characters long`;
  if (broken) return broken.message;
  if (password !== confirmation) return "Passwords Don't Match";
  return null;
}

/** New password + confirmation, posted with the link's token; the form gives way to a completion panel. */
export function useResetPasswordForm(token: string) {
  const { notification } = useToasts();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const reset = useMutation({
    mutationFn: resetPassword,
    onError: (error) => {
      notification.error({ title: 'Reset Failed', description: serverErrorText(error, 'Failed to reset password') });
    },
  });
  const status: ResetPasswordStatus = reset.isSuccess ? 'completed' : reset.isPending ? 'submitting' : 'form';

  const submit = () => {
    const problem = resetPasswordProblem(password, confirmation);
    if (problem) {
      notification.error({ title: problem });
      return;
    }
    reset.mutate({ token, password });
  };

  // Whose password it was decides where they sign in (an attorney's set-password link opens this page too).
  const signInPath = reset.data?.signInPath ?? SIGN_IN_PATHS.client;
  return { password, setPassword, confirmation, setConfirmation, status, submit, signInPath };
}
