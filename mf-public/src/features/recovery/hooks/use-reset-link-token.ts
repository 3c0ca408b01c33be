import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from '@lexa/router';
import { useToasts } from '@lexa/common/ui';

/**
 * The token of a reset (or set-password) link. A link without one is answered once with the spec's toast
 * and a trip to the sign-in screen; the ref keeps StrictMode's second effect from repeating both.
 */
export function useResetLinkToken(): string {
  const { notification } = useToasts();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const turnedAway = useRef(false);

  useEffect(() => {
    if (token || turnedAway.current) return;
    turnedAway.current = true;
    notification.error({
      title: 'Invalid Reset Link',
      description: 'The password reset link is invalid or has expired.',
    });
    navigate('/client/login', { replace: true });
  }, [token, notification, navigate]);

  return token;
}
