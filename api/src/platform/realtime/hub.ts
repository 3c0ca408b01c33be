import type { IncomingMessage, Server } from 'node:http';
import { WebSocket, WebSocketServer } from 'ws';
import { SESSION_ENDED_CLOSE_CODE } from '@lexa/common';
import type { Caller } from '../../auth/guards';
import type { Logger } from '../logger';

/** Decides whether a caller may listen to a room; rooms are `request-{id}` and `admin-dashboard`. */
export type RoomPolicy = (caller: Caller, room: string) => Promise<boolean>;

/** The caller a bearer token identifies, or null (the same check as the HTTP edge's). */
export type TokenIdentifier = (token: string) => Promise<Caller | null>;

interface ClientState {
  caller: Caller | null;
  /** The token the socket authenticated with, checked again on a timer: its session may end. */
  token: string | null;
  rooms: Set<string>;
}

type Incoming = { type: 'auth'; token: string } | { type: 'join'; room: string } | { type: 'leave'; room: string };

const MAX_MESSAGE_BYTES = 4096;
const HEARTBEAT_MS = 30_000;
/** A socket whose session ended (logout, password change, deleted account) is closed within this and the cache's 2 s. */
const SESSION_CHECK_MS = 2_000;

/**
 * A page the API itself serves: browsers send Origin on every WebSocket handshake, also to their own host, and that
 * origin is in no CORS allowlist. (Rooms still need the token, so this only decides who may knock.)
 */
function sameOrigin(request: IncomingMessage): boolean {
  const { origin, host } = request.headers;
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * Live updates at /ws on the API's own port. A socket first authenticates with `{type:'auth', token}`, then
 * joins only rooms the policy allows. Servers publish with `publish(room, event)`.
 */
export class RealtimeHub {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  private readonly clients = new Map<WebSocket, ClientState>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly sessionCheck: NodeJS.Timeout;
  private checkingSessions = false;

  constructor(
    private readonly identify: TokenIdentifier,
    private readonly policy: RoomPolicy,
    private readonly logger: Logger,
  ) {
    this.wss.on('connection', (socket) => this.accept(socket));
    this.heartbeat = setInterval(() => this.ping(), HEARTBEAT_MS);
    this.heartbeat.unref();
    this.sessionCheck = setInterval(() => void this.closeEndedSessions(), SESSION_CHECK_MS);
    this.sessionCheck.unref();
  }

  attach(server: Server, isAllowedOrigin: (origin: string | undefined) => boolean): void {
    server.on('upgrade', (request: IncomingMessage, socket, head) => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      if (path !== '/ws' || !(sameOrigin(request) || isAllowedOrigin(request.headers.origin))) {
        socket.write('HTTP/1.1 403 Forbidden\r\n\r\n');
        socket.destroy();
        return;
      }
      this.wss.handleUpgrade(request, socket, head, (ws) => this.wss.emit('connection', ws, request));
    });
  }

  publish(room: string, event: Record<string, unknown>): void {
    const payload = JSON.stringify(event);
    for (const [socket, state] of this.clients) {
      if (state.rooms.has(room) && socket.readyState === WebSocket.OPEN) socket.send(payload);
    }
  }

  /**
   * Drops `room` from every socket of `userId` and tells them. A join the policy once allowed is not asked again,
   * so whoever takes a right away (withdrawing an attorney) calls this; a new join is checked afresh.
   */
  evict(userId: string, room: string): void {
    for (const [socket, state] of this.clients) {
      if (state.caller?.user.id === userId && state.rooms.delete(room)) this.reply(socket, { type: 'left', room });
    }
  }

  close(): void {
    clearInterval(this.heartbeat);
    clearInterval(this.sessionCheck);
    for (const socket of this.clients.keys()) socket.terminate();
    this.wss.close();
  }

  private accept(socket: WebSocket): void {
    const state: ClientState = { caller: null, token: null, rooms: new Set() };
    this.clients.set(socket, state);
    (socket as WebSocket & { alive?: boolean }).alive = true;
    socket.on('pong', () => ((socket as WebSocket & { alive?: boolean }).alive = true));
    socket.on('close', () => this.clients.delete(socket));
    socket.on('message', (data) => {
      this.handle(socket, state, data.toString()).catch((error: unknown) => {
        this.logger.warn({ err: error }, 'realtime message failed');
        this.reply(socket, { type: 'error', error: 'Message could not be handled' });
      });
    });
  }

  private async handle(socket: WebSocket, state: ClientState, raw: string): Promise<void> {
    let message: Incoming;
    try {
      message = JSON.parse(raw) as Incoming;
    } catch {
      return this.reply(socket, { type: 'error', error: 'Messages must be JSON' });
    }
    if (message?.type === 'auth' && typeof message.token === 'string') {
      state.caller = await this.identify(message.token);
      state.token = state.caller ? message.token : null;
      state.rooms.clear();
      return this.reply(socket, state.caller ? { type: 'authenticated' } : { type: 'error', error: 'Invalid token' });
    }
    if ((message?.type === 'join' || message?.type === 'leave') && typeof message.room === 'string') {
      if (message.type === 'leave') {
        state.rooms.delete(message.room);
        return;
      }
      if (state.caller && (await this.policy(state.caller, message.room))) {
        state.rooms.add(message.room);
        return this.reply(socket, { type: 'joined', room: message.room });
      }
      return this.reply(socket, { type: 'error', error: 'Not allowed to join this room', room: message.room });
    }
    this.reply(socket, { type: 'error', error: 'Unknown message' });
  }

  private reply(socket: WebSocket, message: Record<string, unknown>): void {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  }

  /** Closes every authenticated socket whose token no longer identifies anyone. */
  private async closeEndedSessions(): Promise<void> {
    if (this.checkingSessions) return;
    this.checkingSessions = true;
    try {
      for (const [socket, state] of this.clients) {
        if (!state.token || (await this.identify(state.token))) continue;
        state.caller = null;
        state.token = null;
        state.rooms.clear();
        socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'realtime session check failed');
    } finally {
      this.checkingSessions = false;
    }
  }

  private ping(): void {
    for (const socket of this.clients.keys()) {
      const tracked = socket as WebSocket & { alive?: boolean };
      if (!tracked.alive) {
        socket.terminate();
        continue;
      }
      tracked.alive = false;
      socket.ping();
    }
  }
}
