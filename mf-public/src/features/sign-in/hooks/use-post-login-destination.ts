import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from '@lexa/router';
import { useSession, type AuthResponse } from '@lexa/common';
import { isInternalPath } from '../utils/is-internal-path';

const AFTER_PASSWORD_SIGN_IN = '/dashboard';
const WHEN_ALREADY_SIGNED_IN = '/client/dashboard';

/**
 * Where a visitor goes once signed in: the stored post-login destination (a `returnTo` in the URL replaces
 * it), else the spec's default. Returns the function that completes a sign-in made on this screen.
 */
export function usePostLoginDestination(): (auth: AuthResponse) => void {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = searchParams.get('returnTo');
  const status = useSession((state) => state.status);
  // Set once this screen has sent the visitor on, so the stored destination is taken only once.
  const leaving = useRef(false);

  useEffect(() => {
    if (returnTo && isInternalPath(returnTo)) useSession.getState().setPostLoginRedirect(returnTo);
  }, [returnTo]);

  useEffect(() => {
    if (status !== 'authenticated' || leaving.current) return;
    leaving.current = true;
    navigate(useSession.getState().takePostLoginRedirect(WHEN_ALREADY_SIGNED_IN), { replace: true });
  }, [status, navigate]);

  return useCallback(
    (auth: AuthResponse) => {
      leaving.current = true;
      const session = useSession.getState();
      session.signIn(auth);
      navigate(session.takePostLoginRedirect(AFTER_PASSWORD_SIGN_IN));
    },
    [navigate],
  );
}
