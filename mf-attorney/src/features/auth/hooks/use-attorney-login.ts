import { useMutation } from '@tanstack/react-query';

import { isNetworkError, serverErrorText, useSession } from '@lexa/common';
import { postAttorneyLogin } from '../api/attorney-login';
import { useToasts } from '@lexa/common/ui';

/** Signs the attorney in; the login page itself moves on to the dashboard once a token is held. */
export function useAttorneyLogin() {
  const { notification } = useToasts();
  const signIn = useSession((state) => state.attorney.signIn);

  const { mutate: login, isPending: submitting } = useMutation({
    mutationFn: postAttorneyLogin,
    onSuccess: ({ token }) => signIn(token),
    onError: (error) => {
      notification.error({
        title: 'Login failed',
        description: isNetworkError(error)
          ? 'Network error. Please try again.'
          : serverErrorText(error, 'Invalid credentials. Please try again.'),
      });
    },
  });

  return { login, submitting };
}
