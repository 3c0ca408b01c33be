import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { adminApi } from '@lexa/common';
import {
  adminRequestPage as requestPage,
  adminStaffApi,
  httpError,
  legalRequest as sharedLegalRequest,
  renderStaffScreen,
  setupUser,
  setViewportWidth,
} from '@lexa/testing';
import type { LegalRequest } from '../../../contracts/requests';
import { StaffRequestList } from '../components/StaffRequestList';

const legalRequest = (overrides: Partial<LegalRequest> = {}) =>
  sharedLegalRequest({ contactName: 'Grace Hopper', contactEmail: 'grace@example.com', ...overrides });

const lease = legalRequest();
const merger = legalRequest({
  id: 'r2',
  title: 'Merger paperwork',
  status: 'in_progress',
  contactName: '',
  contactEmail: 'ceo@acme.test',
  category: 'Corporate Governance',
  budget: 'Over $5,000',
});
const counts = { all: 2, pending: 1, in_progress: 1, completed: 0 };
/** The dialog downloads its code when first opened: on a busy machine that takes a while under jsdom. */
const DIALOG_LOADED = { timeout: 10_000 };

/** The request options of a list call for `status` and `page`. */
const listCall = (status: string, page: number) => expect.objectContaining({ params: { status, page, pageSize: 20 } });

describe('StaffRequestList', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    setViewportWidth(1280);
  });

  it('shows the counts and one row per request', async () => {
    const get = jest.spyOn(adminApi, 'get').mockResolvedValue({ data: requestPage([lease, merger], { counts }) });
    renderStaffScreen(<StaffRequestList />);

    const rows = await screen.findAllByTestId('admin-request-row');
    expect(rows).toHaveLength(2);
    expect(get).toHaveBeenCalledWith('/api/admin/requests', listCall('all', 1));
    expect(screen.getByTestId('admin-count-all')).toHaveTextContent('2');
    expect(screen.getByTestId('admin-count-pending')).toHaveTextContent('1');
    expect(screen.getByTestId('admin-count-in_progress')).toHaveTextContent('1');
    expect(screen.getByTestId('admin-count-completed')).toHaveTextContent('0');

    expect(within(rows[0]).getByText('Review my lease')).toBeInTheDocument();
    expect(within(rows[0]).getByTestId('admin-request-status')).toHaveTextContent('submitted');
    expect(within(rows[0]).getByText('Client: Grace Hopper')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Category: Real Estate')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Budget: $200 - $500')).toBeInTheDocument();
    // No contact name: the client is shown by e-mail; the badge replaces underscores with spaces.
    expect(within(rows[1]).getByText('Client: ceo@acme.test')).toBeInTheDocument();
    expect(within(rows[1]).getByTestId('admin-request-status')).toHaveTextContent('in progress');
  });

  it('asks the server for the chosen filter and names it when nothing matches', async () => {
    const get = jest
      .spyOn(adminApi, 'get')
      .mockResolvedValueOnce({ data: requestPage([merger], { counts: { ...counts, pending: 0 } }) })
      .mockResolvedValueOnce({ data: requestPage([], { counts: { ...counts, pending: 0 } }) });
    renderStaffScreen(<StaffRequestList />);
    await screen.findByText('Merger paperwork');

    await setupUser().click(screen.getByTestId('admin-filter-pending'));

    expect(await screen.findByText('No pending requests found')).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith('/api/admin/requests', listCall('pending', 1));
    expect(screen.queryByTestId('admin-request-row')).not.toBeInTheDocument();
  });

  it('says "No legal requests found" when there are none at all', async () => {
    jest.spyOn(adminApi, 'get').mockResolvedValue({ data: requestPage([]) });
    renderStaffScreen(<StaffRequestList />);

    expect(await screen.findByText('No legal requests found')).toBeInTheDocument();
  });

  it('deletes a request after confirmation and reloads the list', async () => {
    const get = jest
      .spyOn(adminApi, 'get')
      .mockResolvedValueOnce({ data: requestPage([lease, merger], { counts }) })
      .mockResolvedValueOnce({ data: requestPage([merger]) });
    const remove = jest.spyOn(adminApi, 'delete').mockResolvedValue({ data: '' });
    renderStaffScreen(<StaffRequestList />);
    const [leaseRow] = await screen.findAllByTestId('admin-request-row');

    await setupUser().hover(leaseRow);
    await setupUser().click(within(leaseRow).getByTestId('admin-request-delete'));
    expect(await screen.findByText('Delete this request? This action cannot be undone.')).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Request deleted')).toBeInTheDocument();
    expect(screen.getByText('The request has been permanently deleted.')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('/api/admin/dashboard/requests/r1');
    await waitFor(() => expect(screen.getAllByTestId('admin-request-row')).toHaveLength(1));
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('opens the delete confirmation from the keyboard, keeping the focus on the delete control', async () => {
    jest.spyOn(adminApi, 'get').mockResolvedValue({ data: requestPage([lease]) });
    renderStaffScreen(<StaffRequestList />);
    (await screen.findByTestId('admin-request-delete')).focus();

    await setupUser().keyboard('{Enter}');

    expect(await screen.findByText('Delete this request? This action cannot be undone.')).toBeInTheDocument();
    expect(screen.getByTestId('admin-request-delete')).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reports a failed delete', async () => {
    jest.spyOn(adminApi, 'get').mockResolvedValue({ data: requestPage([lease]) });
    jest.spyOn(adminApi, 'delete').mockRejectedValue(httpError(500));
    renderStaffScreen(<StaffRequestList />);

    await setupUser().click(await screen.findByTestId('admin-request-delete'));
    await setupUser().click(await screen.findByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Failed to delete the request. Please try again.')).toBeInTheDocument();
  });

  it('reports a failed load with the destructive toast', async () => {
    jest.spyOn(adminApi, 'get').mockRejectedValue(httpError(500));
    renderStaffScreen(<StaffRequestList />);

    expect(await screen.findByText('Error loading requests')).toBeInTheDocument();
    expect(screen.getByText('Failed to load legal requests. Please try again.')).toBeInTheDocument();
  });

  it('pages through more than one page of results', async () => {
    const get = jest.spyOn(adminApi, 'get').mockResolvedValue({ data: requestPage([lease], { total: 45 }) });
    renderStaffScreen(<StaffRequestList />);
    await screen.findByText('Review my lease');

    await setupUser().click(await screen.findByTitle('3'));

    await waitFor(() => expect(get).toHaveBeenLastCalledWith('/api/admin/requests', listCall('all', 3)));
  });

  it('reloads on refresh', async () => {
    const get = jest.spyOn(adminApi, 'get').mockResolvedValue({ data: requestPage([lease]) });
    renderStaffScreen(<StaffRequestList />);
    await screen.findByText('Review my lease');

    await setupUser().click(screen.getByRole('button', { name: 'Refresh requests' }));

    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  });

  it("turns a 401 into the console's authentication failure instead of a toast", async () => {
    jest.spyOn(adminApi, 'get').mockRejectedValue(httpError(401));
    const onAuthFailure = jest.fn();
    renderStaffScreen(<StaffRequestList />, { ...adminStaffApi, onAuthFailure });

    await waitFor(() => expect(onAuthFailure).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Error loading requests')).not.toBeInTheDocument();
  });

  it('sends the search to the server, from page 1, once typing settles', async () => {
    const get = jest.spyOn(adminApi, 'get').mockResolvedValue({ data: requestPage([lease], { total: 45 }) });
    renderStaffScreen(<StaffRequestList />);
    await screen.findByText('Review my lease');
    await setupUser().click(await screen.findByTitle('2'));
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('/api/admin/requests', listCall('all', 2)));

    await setupUser().type(screen.getByRole('textbox', { name: 'Search requests' }), 'lease');

    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(
        '/api/admin/requests',
        expect.objectContaining({ params: { status: 'all', page: 1, pageSize: 20, search: 'lease' } }),
      ),
    );
    // Debounced: no call for the partial words typed on the way.
    const searches = get.mock.calls.map(([, config]) => (config as { params: { search?: string } }).params.search);
    expect(searches.filter((search) => search !== undefined)).toEqual(['lease']);
  });

  it('opens the request dialog on a row, and reloads the list when it closes', async () => {
    const get = jest.spyOn(adminApi, 'get').mockImplementation((async (url: string) => {
      if (url === '/api/admin/requests') return { data: requestPage([lease]) };
      if (url.endsWith('/updates')) return { data: { updates: [], nextCursor: null } };
      if (url.endsWith('/files')) return { data: { files: [] } };
      if (url === '/api/admin/audit') return { data: { entries: [], nextCursor: null } };
      return {
        data: {
          request: lease,
          client: { id: 'c1', name: 'Grace Hopper', email: 'grace@example.com' },
          assignedAdmin: null,
        },
      };
    }) as typeof adminApi.get);
    renderStaffScreen(<StaffRequestList />);

    await setupUser().click(await screen.findByText('Review my lease'));
    const dialog = await screen.findByRole('dialog', undefined, DIALOG_LOADED);
    expect(within(dialog).getByText('LR-0001')).toBeInTheDocument();
    const listCalls = () => get.mock.calls.filter(([url]) => url === '/api/admin/requests').length;
    expect(listCalls()).toBe(1);

    await setupUser().click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(listCalls()).toBe(2));
  });

  it('shows the delete control on a narrow screen without hovering', async () => {
    setViewportWidth(390);
    jest.spyOn(adminApi, 'get').mockResolvedValue({ data: requestPage([lease]) });
    renderStaffScreen(<StaffRequestList />);

    expect(await screen.findByTestId('admin-request-delete')).toHaveStyle({ opacity: '1' });
  });

  it('does not open the dialog when deleting', async () => {
    jest.spyOn(adminApi, 'get').mockResolvedValue({ data: requestPage([lease]) });
    jest.spyOn(adminApi, 'delete').mockResolvedValue({ data: '' });
    renderStaffScreen(<StaffRequestList />);

    await setupUser().click(await screen.findByTestId('admin-request-delete'));
    await setupUser().click(await screen.findByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Request deleted')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
