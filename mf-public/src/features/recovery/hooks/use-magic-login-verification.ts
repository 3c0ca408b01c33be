import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { serverErrorText, useSession } from '@lexa/common';
import { verifyMagicLoginToken } from '../api/recovery-api';

export type MagicLoginState =
  | { status: 'verifying' }
  | { status: 'success' }
  | { status: 'failed'; message: string };

const MISSING_TOKEN: MagicLoginState = { status: 'failed', message: 'Invalid or missing login token' };

interface Verification {
  token: string;
  outcome: Promise<MagicLoginState>;
}

/** Verifies the link's token and signs the visitor in with the answer (public spec §4: verifying → success | failed). */
function verify(token: string): Promise<MagicLoginState> {
  return verifyMagicLoginToken(token).then(
    (auth): MagicLoginState => {
      useSession.getState().signIn(auth);
      return { status: 'success' };
    },
    (error: unknown): MagicLoginState => ({ status: 'failed', message: serverErrorText(error, 'Invalid or expired login link') }),
  );
}

/**
 * The state of the magic-login link in the URL. Tokens are single-use, so each token is posted once per
 * screen: StrictMode's second effect (and any re-run) subscribes to the verification already under way
 * instead of starting another, which the server would refuse.
 */
export function useMagicLoginVerification(): MagicLoginState {
  const token = useSearchParams()[0].get('token') ?? '';
  const verification = useRef<Verification | null>(null);
  const [state, setState] = useState<MagicLoginState>(token ? { status: 'verifying' } : MISSING_TOKEN);

  useEffect(() => {
    if (!token) {
      setState(MISSING_TOKEN);
      return;
    }
    if (verification.current?.token !== token) verification.current = { token, outcome: verify(token) };
    let current = true;
    setState({ status: 'verifying' });
    void verification.current.outcome.then((outcome) => {
      if (current) setState(outcome);
    });
    return () => {
      current = false;
    };
  }, [token]);

  return state;
}
