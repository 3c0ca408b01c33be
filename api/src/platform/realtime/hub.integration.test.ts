import type { RunningServer } from '../../server';
import { openLiveSocket, startLiveServer, type DemoAccount, type LiveServer } from '../../test-support/live-server';

describe('realtime hub at /ws', () => {
  let live: LiveServer;
  let server: RunningServer;
  let tokens: Record<DemoAccount, string>;
  let ownRequestId: string;

  beforeAll(async () => {
    live = await startLiveServer();
    server = live.server;
    tokens = await live.demoTokens();
    ownRequestId = await live.demoClientRequestId(tokens.client);
  });
  afterAll(() => live.close());

  it('accepts pages served from its own origin and refuses foreign ones', async () => {
    const own = await openLiveSocket(server.url, server.url);
    own.send({ type: 'auth', token: tokens.client });
    expect(await own.next()).toEqual({ type: 'authenticated' });
    own.close();
    await expect(openLiveSocket(server.url, 'https://elsewhere.example')).rejects.toThrow(/403/);
  });

  it('refuses rooms before authentication and for non-parties', async () => {
    const socket = await openLiveSocket(server.url);
    socket.send({ type: 'join', room: `request-${ownRequestId}` });
    expect(await socket.next()).toMatchObject({ type: 'error', error: 'Not allowed to join this room' });

    const { token } = (await (
      await fetch(server.url + '/api/auth/signup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'Eve', lastName: '', email: 'eve@example.com', password: 'password-123' }),
      })
    ).json()) as { token: string };
    socket.send({ type: 'auth', token });
    expect(await socket.next()).toEqual({ type: 'authenticated' });
    socket.send({ type: 'join', room: `request-${ownRequestId}` });
    expect(await socket.next()).toMatchObject({ type: 'error' });
    socket.send({ type: 'join', room: 'admin-dashboard' });
    expect(await socket.next()).toMatchObject({ type: 'error' });
    socket.close();
  });

  it('delivers a request event only to sockets that joined its room', async () => {
    const owner = await openLiveSocket(server.url);
    owner.send({ type: 'auth', token: tokens.client });
    await owner.next();
    owner.send({ type: 'join', room: `request-${ownRequestId}` });
    expect(await owner.next()).toEqual({ type: 'joined', room: `request-${ownRequestId}` });

    const admin = await openLiveSocket(server.url);
    admin.send({ type: 'auth', token: tokens.admin });
    await admin.next();
    admin.send({ type: 'join', room: 'admin-dashboard' });
    expect(await admin.next()).toEqual({ type: 'joined', room: 'admin-dashboard' });

    server.hub.publish(`request-${ownRequestId}`, { type: 'request-update', requestId: ownRequestId });
    server.hub.publish('admin-dashboard', { type: 'request-update', requestId: 'x' });
    expect(await owner.next()).toEqual({ type: 'request-update', requestId: ownRequestId });
    expect(await admin.next()).toEqual({ type: 'request-update', requestId: 'x' });
    owner.close();
    admin.close();
  });

  it('lets the assigned attorney join the request room', async () => {
    const attorney = await openLiveSocket(server.url);
    attorney.send({ type: 'auth', token: tokens.attorney });
    await attorney.next();
    const assigned = (await (
      await fetch(server.url + '/api/attorney/dashboard', { headers: { authorization: `Bearer ${tokens.attorney}` } })
    ).json()) as { assignments: { request: { id: string } }[] };
    attorney.send({ type: 'join', room: `request-${assigned.assignments[0]!.request.id}` });
    expect(await attorney.next()).toMatchObject({ type: 'joined' });
    attorney.close();
  });
});
