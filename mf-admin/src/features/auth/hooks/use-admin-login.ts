import { App } from 'antd';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isNetworkError, serverErrorText, useSession } from '@lexa/common';
import type { Credentials } from '@lexa/common';
import { postAdminLogin } from '../api/admin-login';

export function useAdminLogin() {
  const { notification } = App.useApp();
  const navigate = useNavigate();
  const signIn = useSession((state) => state.admin.signIn);
  const [submitting, setSubmitting] = useState(false);

  const login = useCallback(
    async (credentials: Credentials) => {
      setSubmitting(true);
      try {
        const { token } = await postAdminLogin(credentials);
        signIn(token);
        navigate('/admin/dashboard');
      } catch (error) {
        notification.error({
          title: 'Login failed',
          description: isNetworkError(error)
            ? 'Network error. Please try again.'
            : serverErrorText(error, 'Invalid email or password'),
        });
      } finally {
        setSubmitting(false);
      }
    },
    [navigate, notification, signIn],
  );

  return { login, submitting };
}
