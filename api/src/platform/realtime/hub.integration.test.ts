import { WebSocket } from 'ws';
import { loadConfig } from '../../config';
import { DEMO_ACCOUNTS } from '../../seed/demo-data';
import { startServer, type RunningServer } from '../../server';
import { withTempDir } from '../../test-support/temp-dir';

/** A socket that collects what the server sends and can wait for the next message. */
async function connect(url: string, origin?: string) {
  const socket = new WebSocket(url.replace('http', 'ws') + '/ws', origin ? { origin } : {});
  const inbox: Record<string, unknown>[] = [];
  const waiters: ((message: Record<string, unknown>) => void)[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as Record<string, unknown>;
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else inbox.push(message);
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return {
    send: (message: object) => socket.send(JSON.stringify(message)),
    next: () =>
      new Promise<Record<string, unknown>>((resolve) =>
        inbox.length ? resolve(inbox.shift()!) : waiters.push(resolve),
      ),
    close: () => socket.close(),
  };
}

describe('realtime hub at /ws', () => {
  let server: RunningServer;
  let cleanup: () => Promise<void>;
  const tokens: Record<string, string> = {};
  let ownRequestId: string;

  beforeAll(async () => {
    const dir = await withTempDir();
    cleanup = dir.cleanup;
    server = await startServer(
      loadConfig({
        dataDir: dir.path,
        port: 0,
        tokenSecret: 't',
        staticRoot: null,
        passwordHashCost: 10,
        logLevel: 'silent',
        env: 'test',
      }),
    );
    for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) {
      const door = role === 'client' ? '/api/auth/login' : `/api/${role}/login`;
      const response = await fetch(server.url + door, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(account),
      });
      tokens[role] = ((await response.json()) as { token: string }).token;
    }
    const list = await fetch(server.url + '/api/dashboard/requests', {
      headers: { authorization: `Bearer ${tokens.client}` },
    });
    ownRequestId = ((await list.json()) as { requests: { id: string }[] }).requests[0]!.id;
  });
  afterAll(async () => {
    await server.close();
    await cleanup();
  });

  it('accepts pages served from its own origin and refuses foreign ones', async () => {
    const own = await connect(server.url, server.url);
    own.send({ type: 'auth', token: tokens.client });
    expect(await own.next()).toEqual({ type: 'authenticated' });
    own.close();
    await expect(connect(server.url, 'https://elsewhere.example')).rejects.toThrow(/403/);
  });

  it('refuses rooms before authentication and for non-parties', async () => {
    const socket = await connect(server.url);
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
    const owner = await connect(server.url);
    owner.send({ type: 'auth', token: tokens.client });
    await owner.next();
    owner.send({ type: 'join', room: `request-${ownRequestId}` });
    expect(await owner.next()).toEqual({ type: 'joined', room: `request-${ownRequestId}` });

    const admin = await connect(server.url);
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
    const attorney = await connect(server.url);
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
