import { useMutation } from '@tanstack/react-query';

import { useState } from 'react';
import { useSearchParams } from '@lexa/router';
import { isNetworkError, serverErrorText, type AuthResponse } from '@lexa/common';
import { signInWithPassword } from '../api/auth-api';
import { useToasts } from '@lexa/common/ui';

/** E-mail and password sign-in; the e-mail may arrive prefilled from the URL (`?email=`). */
export function useLoginForm(onSignedIn: (auth: AuthResponse) => void) {
  const { notification } = useToasts();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(() => searchParams.get('email') ?? '');
  const [password, setPassword] = useState('');
  const signIn = useMutation({
    mutationFn: signInWithPassword,
    onSuccess: onSignedIn,
    onError: (error) => {
      notification.error({
        title: 'Login Failed',
        description: isNetworkError(error)
          ? 'Unable to connect to the server. Please try again.'
          : serverErrorText(error, 'Invalid email or password'),
      });
    },
  });

  const submit = () => {
    if (!email.trim() || !password) {
      notification.error({ title: 'Please fill in all fields' });
      return;
    }
    signIn.mutate({ email: email.trim(), password });
  };

  // A successful sign-in leaves the page, so the button stays busy until it has.
  const submitting = signIn.isPending || signIn.isSuccess;
  return { email, setEmail, password, setPassword, canSubmit: email !== '' && password !== '', submitting, submit };
}
