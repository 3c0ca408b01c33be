import { useCallback, useState } from 'react';
import { useNavigate } from '@lexa/router';
import { useSession } from '@lexa/common';

/**
 * Ends the session on the server, signs out here and goes to the sign-in screen. The session changes at once but
 * the navigation lands a render later; `loggingOut` covers that render, so the dashboard neither flashes "Access
 * Denied" nor stores itself as the next post-login destination.
 */
export function useLogout() {
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = useCallback(async () => {
    setLoggingOut(true);
    await useSession.getState().logOut();
    navigate('/client/login');
  }, [navigate]);
  return { loggingOut, logout };
}
