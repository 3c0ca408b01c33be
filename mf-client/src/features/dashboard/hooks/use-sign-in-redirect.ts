import { useEffect } from 'react';
import { useNavigate } from '@lexa/router';
import { useSession } from '@lexa/common';

/** While `active`, sends the visitor to sign in and remembers to bring them back to the dashboard. */
export function useSignInRedirect(active: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    useSession.getState().setPostLoginRedirect('/client/dashboard');
    navigate('/client/login', { replace: true });
  }, [active, navigate]);
}
