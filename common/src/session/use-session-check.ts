import { useQuery } from '@tanstack/react-query';
import { useSession, type SessionStatus } from './session-store';

export const sessionKeys = {
  current: ['auth', 'me'] as const,
};

/**
 * Verifies the stored client token once per page (GET /api/auth/me, through the page's query layer so every bundle
 * that asks shares the one call). The outcome lands in the session store, which screens read synchronously.
 */
export function useSessionCheck(): void {
  const checkAuth = useSession((state) => state.checkAuth);
  useQuery({
    queryKey: sessionKeys.current,
    queryFn: async (): Promise<SessionStatus> => {
      await checkAuth();
      return useSession.getState().status;
    },
    staleTime: Infinity,
  });
}
