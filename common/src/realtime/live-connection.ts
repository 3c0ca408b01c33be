import { getApiOrigin } from '../http/api-client';
import { safeStorage } from '../http/storage-keys';

/** Signed-in spec §4/§9: the live connection reconnects 3 seconds after a close. */
export const LIVE_RECONNECT_MS = 3_000;

/** The close code the /ws hub gives a socket whose session has ended (4000–4999 are the application's). */
export const SESSION_ENDED_CLOSE_CODE = 4401;

/**
 * Per token key: what to do when the server closes the socket because that token's session ended. Kept on globalThis:
 * the package's entries (`@lexa/common`, `/ui`, `/staff`) each bundle their own copy of this module and of the session
 * store, and a socket opened by any copy must sign out every copy's store (the screens read the one they import).
 */
const sessionEndedHandlers = ((
  globalThis as { lexaSessionEndedHandlers?: Map<string, Set<() => void>> }
).lexaSessionEndedHandlers ??= new Map<string, Set<() => void>>());

/** Calls `handler` when a socket of the token under `tokenKey` is closed because its session ended. */
export function whenLiveSessionEnds(tokenKey: string, handler: () => void): void {
  const handlers = sessionEndedHandlers.get(tokenKey) ?? new Set<() => void>();
  handlers.add(handler);
  sessionEndedHandlers.set(tokenKey, handlers);
}

/**
 * What the server pushes into a room. Events carry ids only and not the room,
 * e.g. `{ type: 'request-update', requestId }`.
 */
export interface LiveEvent {
  type: string;
  [field: string]: unknown;
}

export type LiveListener = (event: LiveEvent) => void;

/** The server's answers to the socket's own messages; they are not events of any room. */
const PROTOCOL_REPLIES = new Set(['authenticated', 'joined', 'error']);

/** `/ws` on the API's origin, wss when that origin is https. */
function liveUrl(): string {
  // Typed without the DOM lib: the API compiles this package too (it imports the contracts from the same entry).
  const pageOrigin = (globalThis as { location?: { origin: string } }).location?.origin;
  const url = new URL('/ws', getApiOrigin() || pageOrigin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

function parseEvent(raw: unknown): LiveEvent | null {
  try {
    const data: unknown = JSON.parse(String(raw));
    const isEvent = data !== null && typeof data === 'object' && typeof (data as LiveEvent).type === 'string';
    return isEvent ? (data as LiveEvent) : null;
  } catch {
    return null;
  }
}

/**
 * The page's live connection for the token stored under one key: a single socket, open while any room is wanted.
 * It authenticates with `{type:'auth', token}` and joins only after the server's `authenticated` (the server handles
 * messages concurrently); each room is joined once however many screens want it (joins are counted) and left when
 * the last one lets go. Every room event goes to every listener. A closed socket is reopened after 3 s and rejoins
 * the wanted rooms, except when the server closed it because the token's session ended.
 */
export class LiveConnection {
  private readonly wanted = new Map<string, number>();
  private readonly listeners = new Set<LiveListener>();
  private socket: WebSocket | null = null;
  private authenticated = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly tokenKey: string) {}

  /** Wants `room` until the returned function is called. */
  join(room: string): () => void {
    const count = (this.wanted.get(room) ?? 0) + 1;
    this.wanted.set(room, count);
    if (count === 1) this.send({ type: 'join', room });
    if (!this.socket && this.reconnectTimer === undefined) this.connect();

    let left = false;
    return () => {
      if (left) return;
      left = true;
      const remaining = (this.wanted.get(room) ?? 1) - 1;
      if (remaining > 0) {
        this.wanted.set(room, remaining);
        return;
      }
      this.wanted.delete(room);
      this.send({ type: 'leave', room });
      if (this.wanted.size === 0) this.close();
    };
  }

  /** Hears every room event until the returned function is called. */
  listen(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private send(message: Record<string, string>): void {
    const socket = this.socket;
    if (socket && this.authenticated && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }

  private connect(): void {
    this.reconnectTimer = undefined;
    const token = safeStorage.get(this.tokenKey);
    if (!token || typeof WebSocket === 'undefined' || this.wanted.size === 0) return;
    const socket = new WebSocket(liveUrl());
    this.socket = socket;
    this.authenticated = false;
    socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token }));
    socket.onmessage = (message: MessageEvent) => {
      if (socket !== this.socket) return;
      const event = parseEvent(message.data);
      if (!event) return;
      if (event.type === 'authenticated') {
        this.authenticated = true;
        for (const room of this.wanted.keys()) this.send({ type: 'join', room });
      } else if (!PROTOCOL_REPLIES.has(event.type)) {
        for (const listener of [...this.listeners]) listener(event);
      }
    };
    socket.onclose = (event: { code: number }) => {
      if (socket !== this.socket) return;
      this.socket = null;
      this.authenticated = false;
      // A session ended elsewhere (another device, a password change) signs this page out instead of reconnecting,
      // unless the page has meanwhile signed in again with another token.
      if (event.code === SESSION_ENDED_CLOSE_CODE && safeStorage.get(this.tokenKey) === token) {
        sessionEndedHandlers.get(this.tokenKey)?.forEach((handler) => handler());
        return;
      }
      if (this.wanted.size > 0) this.reconnectTimer = setTimeout(() => this.connect(), LIVE_RECONNECT_MS);
    };
  }

  private close(): void {
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    const socket = this.socket;
    this.socket = null;
    this.authenticated = false;
    socket?.close();
  }
}

const connections = new Map<string, LiveConnection>();

/** The page's one connection for the token under `tokenKey` (in practice one role, so one socket, per page). */
export function liveConnection(tokenKey: string): LiveConnection {
  let connection = connections.get(tokenKey);
  if (!connection) {
    connection = new LiveConnection(tokenKey);
    connections.set(tokenKey, connection);
  }
  return connection;
}
