import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FakeSocket, createTestQueryClient, installFakeSockets } from '@lexa/testing';
import { STORAGE_KEYS } from '../../http/storage-keys';
import { LIVE_RECONNECT_MS, whenLiveSessionEnds } from '../live-connection';
import { useLiveRoom, type LiveRoomOptions } from '../use-live-room';

const sockets = () => FakeSocket.instances;

describe('useLiveRoom', () => {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const renderRoom = (rooms: string | string[], options?: LiveRoomOptions) =>
    renderHook((props: { rooms: string | string[] }) => useLiveRoom(props.rooms, options), {
      wrapper,
      initialProps: { rooms },
    });

  beforeEach(() => {
    installFakeSockets();
    localStorage.setItem(STORAGE_KEYS.clientToken, 'client-token');
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('opens one socket, authenticates first, then joins each room once however many screens want it', () => {
    const first = renderRoom('request-r1');
    const second = renderRoom(['request-r1', 'request-r2']);

    expect(sockets()).toHaveLength(1);
    const [socket] = sockets();
    expect(socket.url).toBe('ws://localhost/ws');
    act(() => socket.accept());

    expect(socket.sent).toEqual([
      { type: 'auth', token: 'client-token' },
      { type: 'join', room: 'request-r1' },
      { type: 'join', room: 'request-r2' },
    ]);

    second.unmount();
    expect(socket.sent.at(-1)).toEqual({ type: 'leave', room: 'request-r2' });
    first.unmount();
    expect(socket.sent.at(-1)).toEqual({ type: 'leave', room: 'request-r1' });
    expect(socket.readyState).toBe(3);
  });

  it('invalidates the keys an event names and calls the handler', () => {
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    const onEvent = jest.fn();
    renderRoom('request-r1', {
      invalidates: (event) => [['requests', event.requestId, 'updates']],
      onEvent,
    });
    const [socket] = sockets();
    act(() => socket.accept());

    act(() => socket.receive({ type: 'request-update', requestId: 'r1' }));
    act(() => socket.receive({ type: 'joined', room: 'request-r1' }));

    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['requests', 'r1', 'updates'] });
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith({ type: 'request-update', requestId: 'r1' });
  });

  it('joins and leaves only the difference when the rooms change, on the same socket', () => {
    const view = renderRoom(['request-r1']);
    const [socket] = sockets();
    act(() => socket.accept());

    view.rerender({ rooms: ['request-r2'] });

    expect(sockets()).toHaveLength(1);
    expect(socket.sent.slice(2)).toEqual([
      { type: 'join', room: 'request-r2' },
      { type: 'leave', room: 'request-r1' },
    ]);
    view.unmount();
  });

  it('reconnects 3 s after a close and rejoins the rooms', () => {
    jest.useFakeTimers();
    const view = renderRoom('admin-dashboard', { tokenKey: STORAGE_KEYS.adminToken });
    localStorage.setItem(STORAGE_KEYS.adminToken, 'admin-token');
    expect(sockets()).toHaveLength(0);
    view.unmount();

    const again = renderRoom('admin-dashboard', { tokenKey: STORAGE_KEYS.adminToken });
    const [first] = sockets();
    act(() => first.accept());
    act(() => first.drop());

    act(() => jest.advanceTimersByTime(LIVE_RECONNECT_MS - 1));
    expect(sockets()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(sockets()).toHaveLength(2);
    const second = sockets()[1];
    act(() => second.accept());
    expect(second.sent).toEqual([
      { type: 'auth', token: 'admin-token' },
      { type: 'join', room: 'admin-dashboard' },
    ]);
    again.unmount();
  });

  it('does not reconnect a socket closed because its session ended, and says so once for the token still stored', () => {
    jest.useFakeTimers();
    const sessionEnded = jest.fn();
    whenLiveSessionEnds(STORAGE_KEYS.attorneyToken, sessionEnded);
    localStorage.setItem(STORAGE_KEYS.attorneyToken, 'attorney-token');
    const view = renderRoom('request-r9', { tokenKey: STORAGE_KEYS.attorneyToken });
    const [socket] = sockets();
    act(() => socket.accept());

    act(() => socket.endSession());
    expect(sessionEnded).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(LIVE_RECONNECT_MS * 2));
    expect(sockets()).toHaveLength(1);
    view.unmount();

    // A page that has meanwhile signed in again keeps its new session: only a reconnect follows. (The session store's
    // own handler signed the first session out and removed its token.)
    localStorage.setItem(STORAGE_KEYS.attorneyToken, 'attorney-token');
    const again = renderRoom('request-r9', { tokenKey: STORAGE_KEYS.attorneyToken });
    const [, second] = sockets();
    act(() => second.accept());
    localStorage.setItem(STORAGE_KEYS.attorneyToken, 'new-attorney-token');
    act(() => second.endSession());
    expect(sessionEnded).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(LIVE_RECONNECT_MS));
    expect(sockets()).toHaveLength(3);
    again.unmount();
  });

  it('opens nothing for an empty list of rooms', () => {
    renderRoom([]);
    expect(sockets()).toHaveLength(0);
  });
});
