import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '@lexa/router';
import { serverErrorText, useSession } from '@lexa/common';
import { recoveryKeys, verifyMagicLoginToken } from '../api/recovery-api';

export type MagicLoginState = { status: 'verifying' } | { status: 'success' } | { status: 'failed'; message: string };

const MISSING_TOKEN: MagicLoginState = { status: 'failed', message: 'Invalid or missing login token' };
const VERIFYING: MagicLoginState = { status: 'verifying' };

/** Verifies the link's token and signs the visitor in with the answer (public spec §4: verifying → success | failed). */
function verify(token: string): Promise<MagicLoginState> {
  return verifyMagicLoginToken(token).then(
    (auth): MagicLoginState => {
      useSession.getState().signIn(auth);
      return { status: 'success' };
    },
    (error: unknown): MagicLoginState => ({
      status: 'failed',
      message: serverErrorText(error, 'Invalid or expired login link'),
    }),
  );
}

/**
 * The state of the magic-login link in the URL. Tokens are single-use, so each token is posted once per page: the
 * verification is a query keyed by the token that never goes stale, so StrictMode's second mount (and any re-render)
 * reads the verification already under way instead of starting another, which the server would refuse.
 */
export function useMagicLoginVerification(): MagicLoginState {
  const token = useSearchParams()[0].get('token') ?? '';
  const verification = useQuery({
    queryKey: recoveryKeys.magicLogin(token),
    queryFn: () => verify(token),
    enabled: token !== '',
    staleTime: Infinity,
    gcTime: Infinity,
  });

  if (!token) return MISSING_TOKEN;
  return verification.data ?? VERIFYING;
}
