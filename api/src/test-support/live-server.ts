import { WebSocket } from 'ws';
import { loadConfig } from '../config';
import { DEMO_ACCOUNTS } from '../seed/demo-data';
import { startServer, type RunningServer } from '../server';
import { withTempDir } from './temp-dir';

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;
export type LiveMessage = Record<string, unknown>;

const LOGIN_DOORS: Record<DemoAccount, string> = {
  admin: '/api/admin/login',
  attorney: '/api/attorney/login',
  client: '/api/auth/login',
};

export interface LiveServer {
  /** The running server: its url, and its hub for a test that publishes directly. */
  server: RunningServer;
  /** Signs a demo account in through its own door: a new session each time. */
  tokenFor(account: DemoAccount): Promise<string>;
  /** A token for each demo account. */
  demoTokens(): Promise<Record<DemoAccount, string>>;
  /** The id of the demo client's first request, as their own list gives it. */
  demoClientRequestId(clientToken: string): Promise<string>;
  /** Stops the server and removes its data. */
  close(): Promise<void>;
}

/**
 * The real server (HTTP and /ws) on a free port over a fresh store with the demo data: what the live tests need, since
 * supertest cannot open a socket.
 */
export async function startLiveServer(): Promise<LiveServer> {
  const dir = await withTempDir();
  const server = await startServer(
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
  const tokenFor = async (account: DemoAccount) => {
    const response = await fetch(server.url + LOGIN_DOORS[account], {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_ACCOUNTS[account]),
    });
    return ((await response.json()) as { token: string }).token;
  };
  return {
    server,
    tokenFor,
    demoTokens: async () => {
      const [admin, attorney, client] = await Promise.all([
        tokenFor('admin'),
        tokenFor('attorney'),
        tokenFor('client'),
      ]);
      return { admin, attorney, client };
    },
    async demoClientRequestId(clientToken) {
      const list = await fetch(server.url + '/api/dashboard/requests', {
        headers: { authorization: `Bearer ${clientToken}` },
      });
      return ((await list.json()) as { requests: { id: string }[] }).requests[0]!.id;
    },
    async close() {
      await server.close();
      await dir.cleanup();
    },
  };
}

export interface LiveSocket {
  send(message: object): void;
  /** The first message not yet taken that matches (any message when no match is given), in order of arrival. */
  next(match?: (message: LiveMessage) => boolean): Promise<LiveMessage>;
  /** Like `next`, or null when none came within `ms`. */
  waitFor(match: (message: LiveMessage) => boolean, ms: number): Promise<LiveMessage | null>;
  /** What arrived and no `next` or `waitFor` took. */
  received: LiveMessage[];
  /** Resolves with the close code once the server (or the test) closes the socket. */
  closed: Promise<number>;
  close(): void;
}

/** A socket to `url`'s /ws that keeps what the server sends until the test takes it; rejects when refused. */
export async function openLiveSocket(url: string, origin?: string): Promise<LiveSocket> {
  const ws = new WebSocket(url.replace('http', 'ws') + '/ws', origin ? { origin } : {});
  const received: LiveMessage[] = [];
  const listeners: (() => void)[] = [];
  ws.on('message', (data) => {
    received.push(JSON.parse(data.toString()) as LiveMessage);
    listeners.splice(0).forEach((listener) => listener());
  });
  const closed = new Promise<number>((resolve) => ws.once('close', resolve));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));

  /** Hands `onFound` the first match, now or when it arrives; the returned function stops looking. */
  const take = (match: (message: LiveMessage) => boolean, onFound: (message: LiveMessage) => void) => {
    let looking = true;
    const check = () => {
      if (!looking) return;
      const index = received.findIndex(match);
      if (index >= 0) onFound(received.splice(index, 1)[0]!);
      else listeners.push(check);
    };
    check();
    return () => {
      looking = false;
    };
  };
  return {
    send: (message) => ws.send(JSON.stringify(message)),
    next: (match = () => true) => new Promise((resolve) => take(match, resolve)),
    waitFor: (match, ms) =>
      new Promise((resolve) => {
        const timer = setTimeout(() => {
          stop();
          resolve(null);
        }, ms);
        const stop = take(match, (message) => {
          clearTimeout(timer);
          resolve(message);
        });
      }),
    received,
    closed,
    close: () => ws.close(),
  };
}
