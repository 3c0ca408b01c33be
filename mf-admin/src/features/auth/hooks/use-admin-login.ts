import { useMutation } from '@tanstack/react-query';

import { useNavigate } from '@lexa/router';
import { isNetworkError, serverErrorText, useSession } from '@lexa/common';
import { postAdminLogin } from '../api/admin-login';
import { useToasts } from '@lexa/common/ui';

export function useAdminLogin() {
  const { notification } = useToasts();
  const navigate = useNavigate();
  const signIn = useSession((state) => state.admin.signIn);

  const { mutate: login, isPending: submitting } = useMutation({
    mutationFn: postAdminLogin,
    onSuccess: ({ token }) => {
      signIn(token);
      navigate('/admin/dashboard');
    },
    onError: (error) => {
      notification.error({
        title: 'Login failed',
        description: isNetworkError(error)
          ? 'Network error. Please try again.'
          : serverErrorText(error, 'Invalid email or password'),
      });
    },
  });

  return { login, submitting };
}
