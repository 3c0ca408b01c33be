import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { FakeSocket, clientUser, installFakeSockets, resetSession, signInAs } from '@lexa/testing';
import { adminApi, attorneyApi, clientApi } from '../../http/api-client';
import { STORAGE_KEYS } from '../../http/storage-keys';
import { liveConnection } from '../../realtime/live-connection';
import { useSession } from '../session-store';

/** An adapter answering every call with `status` and an error body of `code`, as the API does. */
const answering =
  (status: number, code: string): AxiosAdapter =>
  async (config) => {
    const response: AxiosResponse = { status, statusText: '', data: { error: 'x', code }, headers: {}, config };
    throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, response);
  };

beforeEach(() => {
  localStorage.clear();
  resetSession();
});
afterEach(() => {
  localStorage.clear();
});

describe('a token the server no longer accepts', () => {
  it('signs the client out at the next call, so the dashboard sends them to sign in', async () => {
    signInAs(clientUser);
    await expect(
      clientApi.get('/api/dashboard/requests', { adapter: answering(401, 'UNAUTHENTICATED') }),
    ).rejects.toThrow();
    expect(useSession.getState().status).toBe('anonymous');
    expect(localStorage.getItem(STORAGE_KEYS.clientToken)).toBeNull();
  });

  it('leaves the session alone for a wrong password, a refusal of another kind, or a token already replaced', async () => {
    signInAs(clientUser);
    await expect(
      clientApi.post('/api/auth/login', {}, { adapter: answering(401, 'INVALID_CREDENTIALS') }),
    ).rejects.toThrow();
    await expect(clientApi.get('/api/admin/users', { adapter: answering(403, 'FORBIDDEN') })).rejects.toThrow();
    const replaced: AxiosAdapter = async (config) => {
      // A password change on this page stored a fresh token while this call, made with the old one, was under way.
      localStorage.setItem(STORAGE_KEYS.clientToken, 'fresh-token');
      return answering(401, 'UNAUTHENTICATED')(config);
    };
    await expect(clientApi.get('/api/dashboard/requests', { adapter: replaced })).rejects.toThrow();
    expect(useSession.getState().status).toBe('authenticated');
  });

  it("shows the admin console's sign-in-again page, and signs the attorney out", async () => {
    useSession.getState().admin.signIn('admin-token');
    await expect(adminApi.get('/api/admin/requests', { adapter: answering(401, 'UNAUTHENTICATED') })).rejects.toThrow();
    expect(useSession.getState().admin.authFailed).toBe(true);

    useSession.getState().attorney.signIn('attorney-token');
    await expect(
      attorneyApi.get('/api/attorney/dashboard', { adapter: answering(401, 'UNAUTHENTICATED') }),
    ).rejects.toThrow();
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
