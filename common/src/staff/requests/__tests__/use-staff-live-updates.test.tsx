import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { FakeSocket, installFakeSockets, renderStaffScreen } from '@lexa/testing';
import { STORAGE_KEYS } from '../../../http/storage-keys';
import { staffRequestKeys } from '../api/staff-requests-api';
import { useStaffLiveUpdates } from '../hooks/use-staff-live-updates';

const LIST = staffRequestKeys.list({ status: 'all', page: 1, search: '' });
const DETAIL_R1 = staffRequestKeys.detail('r1');
const UPDATES_R1 = staffRequestKeys.updates('r1');
const UPDATES_R2 = staffRequestKeys.updates('r2');
const THREADS = ['staff', 'messages', 'threads'];

/** Counts how often each query on screen is loaded, so an invalidation shows as a second load. */
function Console({ loads }: { loads: Map<string, number> }) {
  useStaffLiveUpdates();
  const useCounted = (queryKey: QueryKey) =>
    useQuery({
      queryKey,
      queryFn: async () => {
        const key = JSON.stringify(queryKey);
        loads.set(key, (loads.get(key) ?? 0) + 1);
        return loads.get(key);
      },
    });
  useCounted(LIST);
  useCounted(DETAIL_R1);
  useCounted(UPDATES_R1);
  useCounted(UPDATES_R2);
  useCounted(THREADS);
  return null;
}

function renderConsole() {
  const loads = new Map<string, number>();
  const view = renderStaffScreen(<Console loads={loads} />);
  const [socket] = FakeSocket.instances;
  act(() => socket.accept());
  const loadsOf = (queryKey: QueryKey) => loads.get(JSON.stringify(queryKey)) ?? 0;
  return { socket, loadsOf, view };
}

describe('useStaffLiveUpdates', () => {
  beforeEach(() => {
    installFakeSockets();
    localStorage.setItem(STORAGE_KEYS.adminToken, 'admin-token');
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it("joins the admin room with the staff token on the page's one socket", async () => {
    const { socket, view } = renderConsole();

    expect(FakeSocket.instances).toHaveLength(1);
    expect(socket.sent).toEqual([
      { type: 'auth', token: 'admin-token' },
      { type: 'join', room: 'admin-dashboard' },
    ]);
    view.unmount();
    expect(socket.sent.at(-1)).toEqual({ type: 'leave', room: 'admin-dashboard' });
  });

  it('announces a request update and reloads the lists and that request, nothing else', async () => {
    const { socket, loadsOf } = renderConsole();
    await waitFor(() => expect(loadsOf(THREADS)).toBe(1));

    act(() => socket.receive({ type: 'request-update', requestId: 'r1' }));

    expect(await screen.findByText('New Message')).toBeInTheDocument();
    expect(screen.getByText('New update on request r1')).toBeInTheDocument();
    await waitFor(() => expect(loadsOf(LIST)).toBe(2));
    await waitFor(() => expect(loadsOf(DETAIL_R1)).toBe(2));
    await waitFor(() => expect(loadsOf(UPDATES_R1)).toBe(2));
    expect(loadsOf(UPDATES_R2)).toBe(1);
    expect(loadsOf(THREADS)).toBe(1);
  });

  it("reloads the staff messages and the thread's request conversation on a thread update, without a toast", async () => {
    const { socket, loadsOf } = renderConsole();
    await waitFor(() => expect(loadsOf(THREADS)).toBe(1));

    act(() => socket.receive({ type: 'thread-update', threadId: 't1', requestId: 'r2' }));

    await waitFor(() => expect(loadsOf(THREADS)).toBe(2));
    await waitFor(() => expect(loadsOf(UPDATES_R2)).toBe(2));
    expect(loadsOf(UPDATES_R1)).toBe(1);
    expect(loadsOf(LIST)).toBe(1);
    expect(screen.queryByText('New Message')).not.toBeInTheDocument();
  });
});
