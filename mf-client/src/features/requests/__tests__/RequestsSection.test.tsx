import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clientApi } from '@lexa/common';
import { FakeSocket, httpError, installFakeSockets, renderScreen, legalRequest } from '@lexa/testing';
import { requestsPage } from '../../../testing/request-fixtures';
import { RequestsSection } from '../components/RequestsSection';

const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });
/** The empty state and the page links download when first shown: slow under jsdom on a busy machine. */
const SHOWN = { timeout: 10_000 };

/** The list's GET mock; the cards' message counts are answered apart so they never use up a queued answer. */
function mockListGet() {
  const list = jest.fn<(url: string, config?: unknown) => Promise<unknown>>();
  jest
    .spyOn(clientApi, 'get')
    .mockImplementation((async (url: string, config?: unknown) =>
      url === '/api/dashboard/message-counts' ? { data: {} } : list(url, config)) as typeof clientApi.get);
  return list;
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('RequestsSection', () => {
  it('shows a loading state, then each request with its status, progress, badges and dates', async () => {
    mockListGet().mockResolvedValue({
      data: requestsPage([
        legalRequest({
          title: 'Review my lease',
          requestNumber: 'LR-0042',
          status: 'in_progress',
          priority: 'urgent',
          category: 'Real Estate',
          createdAt: '2026-11-22T10:00:00.000Z',
          updatedAt: '2026-11-24T10:00:00.000Z',
        }),
      ]),
    });
    renderScreen(<RequestsSection />, '/client/dashboard');

    expect(screen.getByTestId('requests-loading')).toBeInTheDocument();
    const card = await screen.findByTestId('request-card');
    expect(within(card).getByText('Review my lease')).toBeInTheDocument();
    expect(within(card).getByText('LR-0042')).toBeInTheDocument();
    expect(within(card).getByText('In Progress')).toBeInTheDocument();
    expect(within(card).getByText('in progress')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '70');
    expect(within(card).getByText('urgent')).toBeInTheDocument();
    expect(within(card).getByText('Real Estate')).toBeInTheDocument();
    expect(within(card).getByText('Created Nov 22, 2026 · Updated Nov 24, 2026')).toBeInTheDocument();
    expect(within(card).queryByText(/^Client:/)).not.toBeInTheDocument();
  });

  it('collapses a long description behind a toggle', async () => {
    const user = setupUser();
    const description = `${'A clause that needs a careful reading. '.repeat(8)}The end.`;
    mockListGet().mockResolvedValue({ data: requestsPage([legalRequest({ description })]) });
    renderScreen(<RequestsSection />, '/client/dashboard');

    await screen.findByTestId('request-card');
    expect(screen.queryByText(/The end\./)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(screen.getByText(/The end\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.queryByText(/The end\./)).not.toBeInTheDocument();
  });

  it('shows the empty state with a way to post the first request', async () => {
    const user = setupUser();
    mockListGet().mockResolvedValue({ data: requestsPage([]) });
    renderScreen(<RequestsSection />, '/client/dashboard');

    expect(await screen.findByText('No requests yet', undefined, SHOWN)).toBeInTheDocument();
    expect(screen.getByText('Post your first legal request and our team will get back to you.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post New Request' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/client/request');
  });

  it('pages through more than ten requests', async () => {
    const user = setupUser();
    const get = mockListGet()
      .mockResolvedValueOnce({ data: requestsPage([legalRequest({ title: 'First page' })], { total: 12 }) })
      .mockResolvedValueOnce({ data: requestsPage([legalRequest({ title: 'Second page' })], { total: 12, page: 2 }) });
    renderScreen(<RequestsSection />, '/client/dashboard');

    expect(await screen.findByText('First page')).toBeInTheDocument();
    await user.click(await screen.findByRole('listitem', { name: '2' }, SHOWN));

    expect(await screen.findByText('Second page')).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith(
      '/api/dashboard/requests',
      expect.objectContaining({ params: { page: 2, pageSize: 10 } }),
    );
  });

  it('shows no pagination for a single page', async () => {
    mockListGet().mockResolvedValue({ data: requestsPage([legalRequest()]) });
    renderScreen(<RequestsSection />, '/client/dashboard');

    await screen.findByTestId('request-card');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it.each([
    [500, 'Service temporarily unavailable'],
    [404, 'Service not available'],
    [400, 'Request failed'],
  ])('shows the generic message for a %s and can try again', async (status, message) => {
    const user = setupUser();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    mockListGet()
      .mockRejectedValueOnce(httpError(status, { error: 'internal detail that is not shown' }))
      .mockResolvedValueOnce({ data: requestsPage([legalRequest()]) });
    renderScreen(<RequestsSection />, '/client/dashboard');

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('internal detail that is not shown')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('request-card')).toBeInTheDocument();
  });

  it("follows a staff change of a request's status live, without expanding the card", async () => {
    installFakeSockets();
    localStorage.setItem('authToken', 'client-token');
    mockListGet()
      .mockResolvedValueOnce({ data: requestsPage([legalRequest({ status: 'submitted' })]) })
      .mockResolvedValueOnce({ data: requestsPage([legalRequest({ status: 'in_progress' })]) });
    renderScreen(<RequestsSection />, '/client/dashboard');
    const card = await screen.findByTestId('request-card');
    expect(within(card).getByText('Pending')).toBeInTheDocument();

    const [socket] = FakeSocket.instances;
    act(() => socket.accept());
    expect(socket.sent).toContainEqual({ type: 'join', room: 'request-r1' });
    act(() => socket.receive({ type: 'request-update', requestId: 'r1' }));

    expect(await within(card).findByText('In Progress')).toBeInTheDocument();
    expect(within(card).getByText('in progress')).toBeInTheDocument();
  });
});
