import { App } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isNetworkError, serverErrorText, type AuthResponse } from '@lexa/common';
import { signInWithPassword } from '../api/auth-api';

/** E-mail and password sign-in; the e-mail may arrive prefilled from the URL (`?email=`). */
export function useLoginForm(onSignedIn: (auth: AuthResponse) => void) {
  const { notification } = App.useApp();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(() => searchParams.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    if (!email.trim() || !password) {
      notification.error({ title: 'Please fill in all fields' });
      return;
    }
    setSubmitting(true);
    try {
      onSignedIn(await signInWithPassword({ email: email.trim(), password }));
    } catch (error) {
      notification.error({
        title: 'Login Failed',
        description: isNetworkError(error)
          ? 'Unable to connect to the server. Please try again.'
          : serverErrorText(error, 'Invalid email or password'),
      });
      setSubmitting(false);
    }
  };

  return { email, setEmail, password, setPassword, canSubmit: email !== '' && password !== '', submitting, submit };
}
