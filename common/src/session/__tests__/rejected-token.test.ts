import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { FakeSocket, clientUser, installFakeSockets, resetSession, signInAs } from '@lexa/testing';
import { adminApi, attorneyApi, clientApi } from '../../http/api-client';
import { STORAGE_KEYS } from '../../http/storage-keys';
import { liveConnection } from '../../realtime/live-connection';
import { useSession } from '../session-store';

/** The API's answer to every call: `status` with an error body of `code` (jsdom has no fetch of its own). */
const answering = (status: number, code: string) => async (): Promise<Response> =>
  ({
    status,
    headers: new Map([['content-type', 'application/json']]),
    text: async () => JSON.stringify({ error: 'x', code }),
  }) as unknown as Response;

const answerWith = (fetch: () => Promise<Response>) => Object.assign(globalThis, { fetch });

beforeEach(() => {
  localStorage.clear();
  resetSession();
});
afterEach(() => {
  localStorage.clear();
  Reflect.deleteProperty(globalThis, 'fetch');
});

describe('a token the server no longer accepts', () => {
  it('signs the client out at the next call, so the dashboard sends them to sign in', async () => {
    signInAs(clientUser);
    answerWith(answering(401, 'UNAUTHENTICATED'));
    await expect(clientApi.get('/api/dashboard/requests')).rejects.toThrow();
    expect(useSession.getState().status).toBe('anonymous');
    expect(localStorage.getItem(STORAGE_KEYS.clientToken)).toBeNull();
  });

  it('leaves the session alone for a wrong password, a refusal of another kind, or a token already replaced', async () => {
    signInAs(clientUser);
    answerWith(answering(401, 'INVALID_CREDENTIALS'));
    await expect(clientApi.post('/api/auth/login', {})).rejects.toThrow();
    answerWith(answering(403, 'FORBIDDEN'));
    await expect(clientApi.get('/api/admin/users')).rejects.toThrow();
    answerWith(async () => {
      // A password change on this page stored a fresh token while this call, made with the old one, was under way.
      localStorage.setItem(STORAGE_KEYS.clientToken, 'fresh-token');
      return answering(401, 'UNAUTHENTICATED')();
    });
    await expect(clientApi.get('/api/dashboard/requests')).rejects.toThrow();
    expect(useSession.getState().status).toBe('authenticated');
  });

  it("shows the admin console's sign-in-again page, and signs the attorney out", async () => {
    answerWith(answering(401, 'UNAUTHENTICATED'));
    useSession.getState().admin.signIn('admin-token');
    await expect(adminApi.get('/api/admin/requests')).rejects.toThrow();
    expect(useSession.getState().admin.authFailed).toBe(true);

    useSession.getState().attorney.signIn('attorney-token');
    await expect(attorneyApi.get('/api/attorney/dashboard')).rejects.toThrow();
    expect(useSession.getState().attorney.isSignedIn).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.attorneyToken)).toBeNull();
  });

  it('signs the client out when the server closes their live socket because the session ended', () => {
    installFakeSockets();
    signInAs(clientUser);
    const leave = liveConnection(STORAGE_KEYS.clientToken).join('request-r1');
    const [socket] = FakeSocket.instances;
    socket!.accept();
    socket!.endSession();
    expect(useSession.getState().status).toBe('anonymous');
    leave();
  });
});
