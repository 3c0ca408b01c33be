import { useEffect, useRef } from 'react';
import { STORAGE_KEYS, getApiOrigin, safeStorage } from '@lexa/common';

/** Signed-in spec §4/§9: the live connection reconnects 3 seconds after a close. */
export const LIVE_RECONNECT_MS = 3_000;

type LiveEvent = { type?: string; requestId?: unknown };

/** `/ws` on the API's origin, wss when that origin is https. */
function liveUrl(): string {
  const url = new URL('/ws', getApiOrigin() || window.location.origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

const roomOf = (requestId: string) => `request-${requestId}`;

/**
 * One socket for the section while any request is open: it authenticates with the client token, joins `request-{id}` for every id in
 * `requestIds` (joins wait for the server's `authenticated`, as it handles messages concurrently), and calls
 * `onUpdate` on each `request-update`. A closed socket is reopened after 3 s and rejoins the current rooms.
 */
export function useLiveRequestUpdates(requestIds: readonly string[], onUpdate: (requestId: string) => void): void {
  const onUpdateRef = useRef(onUpdate);
  const wanted = useRef<ReadonlySet<string>>(new Set());
  const sync = useRef<() => void>(() => {});

  useEffect(() => {
    onUpdateRef.current = onUpdate;
  }, [onUpdate]);

  const key = [...requestIds].sort().join(',');
  const active = key !== '';
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let socket: WebSocket | null = null;
    let joined = new Set<string>();
    let authenticated = false;
    let reconnect: ReturnType<typeof setTimeout> | undefined;

    sync.current = () => {
      if (!socket || !authenticated || socket.readyState !== WebSocket.OPEN) return;
      for (const id of wanted.current) if (!joined.has(id)) socket.send(JSON.stringify({ type: 'join', room: roomOf(id) }));
      for (const id of joined) if (!wanted.current.has(id)) socket.send(JSON.stringify({ type: 'leave', room: roomOf(id) }));
      joined = new Set(wanted.current);
    };

    const connect = () => {
      const token = safeStorage.get(STORAGE_KEYS.clientToken);
      if (!token || typeof WebSocket === 'undefined') return;
      const current = new WebSocket(liveUrl());
      socket = current;
      joined = new Set();
      authenticated = false;
      current.onopen = () => current.send(JSON.stringify({ type: 'auth', token }));
      current.onmessage = (event: MessageEvent) => {
        let data: LiveEvent;
        try {
          data = JSON.parse(String(event.data)) as LiveEvent;
        } catch {
          return;
        }
        if (data.type === 'authenticated') {
          authenticated = true;
          sync.current();
        } else if (data.type === 'request-update' && typeof data.requestId === 'string') {
          onUpdateRef.current(data.requestId);
        }
      };
      current.onclose = () => {
        if (socket === current) socket = null;
        if (!stopped) reconnect = setTimeout(connect, LIVE_RECONNECT_MS);
      };
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(reconnect);
      socket?.close();
      sync.current = () => {};
    };
  }, [active]);

  useEffect(() => {
    wanted.current = new Set(key ? key.split(',') : []);
    sync.current();
  }, [key]);
}
