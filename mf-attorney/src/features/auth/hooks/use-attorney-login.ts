import { App } from 'antd';
import { useCallback, useState } from 'react';
import { isNetworkError, serverErrorText, useSession } from '@lexa/common';
import type { Credentials } from '@lexa/common';
import { postAttorneyLogin } from '../api/attorney-login';

/** Signs the attorney in; the login page itself moves on to the dashboard once a token is held. */
export function useAttorneyLogin() {
  const { notification } = App.useApp();
  const signIn = useSession((state) => state.attorney.signIn);
  const [submitting, setSubmitting] = useState(false);

  const login = useCallback(
    async (credentials: Credentials) => {
      setSubmitting(true);
      try {
        const { token } = await postAttorneyLogin(credentials);
        signIn(token);
      } catch (error) {
        notification.error({
          title: 'Login failed',
          description: isNetworkError(error)
            ? 'Network error. Please try again.'
            : serverErrorText(error, 'Invalid credentials. Please try again.'),
        });
      } finally {
        setSubmitting(false);
      }
    },
    [notification, signIn],
  );

  return { login, submitting };
}
