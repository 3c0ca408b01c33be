import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { STORAGE_KEYS } from '../http/storage-keys';
import { liveConnection, type LiveEvent } from './live-connection';

export interface LiveRoomOptions {
  /** Where the socket's token is stored: the client's by default, e.g. `STORAGE_KEYS.adminToken` for staff. */
  tokenKey?: string;
  /** The query keys an event makes stale: they are invalidated, and refetched where they are on screen. */
  invalidates?: (event: LiveEvent) => readonly QueryKey[];
  /** Anything else an event should do, such as a toast. */
  onEvent?: (event: LiveEvent) => void;
}

const ROOM_SEPARATOR = '\n';

/**
 * Joins `rooms` on the page's one live socket while mounted (an empty list joins nothing and opens no socket) and
 * turns each event into query invalidations and/or a handler call. Events name no room, so `invalidates` keys them
 * by the ids they carry. Changing `rooms` joins and leaves only the difference, keeping the socket.
 */
export function useLiveRoom(rooms: string | readonly string[], options: LiveRoomOptions = {}): void {
  const { tokenKey = STORAGE_KEYS.clientToken } = options;
  const queryClient = useQueryClient();
  const joined = useRef(new Map<string, () => void>());

  const handleEvent = useEffectEvent((event: LiveEvent) => {
    for (const queryKey of options.invalidates?.(event) ?? []) void queryClient.invalidateQueries({ queryKey });
    options.onEvent?.(event);
  });

  useEffect(() => liveConnection(tokenKey).listen((event) => handleEvent(event)), [tokenKey]);

  // One string for the set of rooms, so a new array with the same rooms changes nothing.
  const roomSet = [...new Set(typeof rooms === 'string' ? [rooms] : rooms)].sort().join(ROOM_SEPARATOR);
  useEffect(() => {
    const connection = liveConnection(tokenKey);
    // Joins are remembered per token and room, so a change of token leaves the rooms joined with the old one.
    const roomList = roomSet ? roomSet.split(ROOM_SEPARATOR) : [];
    const wanted = new Map<string, string>(roomList.map((room) => [`${tokenKey}|${room}`, room]));
    for (const [entry, room] of wanted) {
      if (!joined.current.has(entry)) joined.current.set(entry, connection.join(room));
    }
    for (const [entry, leave] of joined.current) {
      if (!wanted.has(entry)) {
        leave();
        joined.current.delete(entry);
      }
    }
  }, [roomSet, tokenKey]);

  useEffect(() => {
    const current = joined.current;
    return () => {
      for (const leave of current.values()) leave();
      current.clear();
    };
  }, []);
}
