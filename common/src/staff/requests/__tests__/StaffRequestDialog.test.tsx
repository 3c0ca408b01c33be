import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminApi } from '@lexa/common';
import { httpError, legalRequest, renderStaffScreen, setupUser } from '@lexa/testing';
import type { FileView } from '../../../contracts/files';
import type { RequestUpdate, RequestUpdateList } from '../../../contracts/request-updates';
import type { AdminRequestDetail } from '../../../contracts/requests';
import { COPY_CONFIRMATION_MS } from '../components/StaffRequestFiles';
import { StaffRequestDialog } from '../components/StaffRequestDialog';

// The dialog drives antd selects and text areas through many renders; on a busy 2-core runner one test can take
// longer than the default.
jest.setTimeout(60_000);

const request = legalRequest({ contactEmail: 'ada@example.com', autoReminderEnabled: false });
const base = '/api/admin/requests/r1';

const file: FileView = {
  id: 'f1',
  originalName: 'lease.pdf',
  filename: 'stored-f1.pdf',
  mimeType: 'application/pdf',
  size: 2048,
  source: 'request',
  requestId: 'r1',
  uploadedBy: 'u1',
  createdAt: '2026-11-22T10:00:00.000Z',
  filePath: '/api/files/download/f1',
};

function update(overrides: Partial<RequestUpdate> = {}): RequestUpdate {
  return {
    id: 'm1',
    message: 'Please review clause 4.',
    isInternal: false,
    adminAlias: '',
    createdAt: '2026-11-22T10:00:00.000Z',
    files: [],
    author: { role: 'client', name: 'Ada Lovelace' },
    ...overrides,
  };
}

const detail = (overrides: Partial<AdminRequestDetail> = {}): AdminRequestDetail => ({
  request,
  client: { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' },
  assignedAdmin: null,
  ...overrides,
});

/** GETs answered by path; `updates` by the `before` cursor asked for ('' for the latest page). */
function answerGets(answers: { detail?: () => AdminRequestDetail; updates?: Record<string, RequestUpdateList> } = {}) {
  const updates = answers.updates ?? { '': { updates: [update()], nextCursor: null } };
  return jest.spyOn(adminApi, 'get').mockImplementation((async (
    url: string,
    config?: { params?: { before?: string } },
  ) => {
    if (url === base) return { data: (answers.detail ?? detail)() };
    if (url === `${base}/updates`) return { data: updates[config?.params?.before ?? ''] };
    if (url === `${base}/files`) return { data: { files: [file] } };
    if (url === `${base}/attorneys` || url === '/api/admin/attorneys') return { data: { attorneys: [] } };
    if (url === '/api/admin/audit') return { data: { entries: [], nextCursor: null } };
    throw new Error(`unexpected GET ${url}`);
  }) as typeof adminApi.get);
}

const renderDialog = () => renderStaffScreen(<StaffRequestDialog request={request} onClose={() => undefined} />);
const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => within(screen.getByTestId('staff-request-composer')).getByRole('button', { name: /Send$/ });

async function chooseOption(label: string, option: string) {
  await setupUser().click(screen.getByRole('combobox', { name: label }));
  await setupUser().click(await screen.findByTitle(option));
}

describe('StaffRequestDialog', () => {
  beforeEach(() => {
    answerGets();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows the details, the client e-mail, the files and the conversation', async () => {
    jest.restoreAllMocks();
    answerGets({
      updates: {
        '': {
          updates: [
            update(),
            update({
              id: 'm2',
              message: 'Check the landlord first',
              isInternal: true,
              author: { role: 'admin', name: 'Grace Admin' },
            }),
            update({ id: 'm3', message: 'On it', adminAlias: 'Sarah', author: { role: 'admin', name: 'Grace Admin' } }),
          ],
          nextCursor: null,
        },
      },
    });
    renderDialog();

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('LR-0001')).toBeInTheDocument();
    expect(within(dialog).getByText('Review my lease')).toBeInTheDocument();
    expect(within(dialog).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('This Week')).toBeInTheDocument();
    expect(within(dialog).getByText('California')).toBeInTheDocument();
    expect(await within(dialog).findByText('lease.pdf (2 KB)')).toBeInTheDocument();
    const [fromClient, note, reply] = await within(dialog).findAllByTestId('staff-request-update');
    expect(fromClient).toHaveTextContent('Ada Lovelace');
    expect(within(note).getByText('Internal note')).toBeInTheDocument();
    expect(note).toHaveAttribute('data-internal', 'true');
    expect(within(reply).getByText('as Sarah')).toBeInTheDocument();
    expect(within(reply).queryByText('Internal note')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it('refuses a client message without an alias and sends nothing', async () => {
    const post = jest.spyOn(adminApi, 'post');
    renderDialog();

    await setupUser().type(messageBox(), 'Hello there{Enter}');

    expect(await screen.findByText('Please select an alias for client messages')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    expect(messageBox()).toHaveValue('Hello there');
  });

  it('sends a client message under the chosen alias with Enter', async () => {
    const post = jest.spyOn(adminApi, 'post').mockResolvedValue({ data: { update: update() } });
    renderDialog();

    await chooseOption('Alias', 'Emily');
    await setupUser().type(messageBox(), 'We are on it{Enter}');

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`${base}/updates`, {
        message: 'We are on it',
        fileIds: [],
        isInternal: false,
        alias: 'Emily',
      }),
    );
    await waitFor(() => expect(messageBox()).toHaveValue(''));
  });

  it('sends an internal note with isInternal true and no alias', async () => {
    const post = jest.spyOn(adminApi, 'post').mockResolvedValue({ data: { update: update() } });
    renderDialog();

    await setupUser().click(screen.getByRole('switch', { name: 'Internal note' }));
    expect(screen.queryByRole('combobox', { name: 'Alias' })).not.toBeInTheDocument();
    await setupUser().type(messageBox(), 'Landlord is difficult{Enter}');

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`${base}/updates`, {
        message: 'Landlord is difficult',
        fileIds: [],
        isInternal: true,
        alias: '',
      }),
    );
  });

  it('refuses attachments against the rules with the spec texts under one toast', async () => {
    renderDialog();
    const huge = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: 10_485_761 });
    const script = new File(['x'], 'run.exe');

    fireEvent.change(screen.getByTestId('staff-request-composer-files'), { target: { files: [huge, script] } });

    expect(await screen.findByText('File validation errors')).toBeInTheDocument();
    expect(screen.getByText('File "scan.pdf" is too large. Maximum size is 10MB.')).toBeInTheDocument();
    expect(
      screen.getByText('File "run.exe" is not a supported format. Allowed: PDF, DOC, DOCX, TXT, JPG, PNG.'),
    ).toBeInTheDocument();
  });

  it('uploads the attachments, then posts the message with their ids', async () => {
    const post = jest
      .spyOn(adminApi, 'post')
      .mockImplementation((async (url: string) =>
        url === `${base}/files`
          ? { data: { files: [{ ...file, id: 'f9' }] } }
          : { data: { update: update() } }) as typeof adminApi.post);
    renderDialog();
    await chooseOption('Alias', 'Sarah');

    fireEvent.change(screen.getByTestId('staff-request-composer-files'), {
      target: { files: [new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' })] },
    });
    await setupUser().click(sendButton());

    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith(`${base}/updates`, {
        message: '',
        fileIds: ['f9'],
        isInternal: false,
        alias: 'Sarah',
      }),
    );
    const form = post.mock.calls[0][1] as FormData;
    expect(post.mock.calls[0][0]).toBe(`${base}/files`);
    expect((form.getAll('files') as File[]).map((sent) => sent.name)).toEqual(['brief.pdf']);
  });

  it('says "Upload failed" when the attachments cannot be uploaded, and posts nothing', async () => {
    const post = jest.spyOn(adminApi, 'post').mockRejectedValue(httpError(500));
    renderDialog();
    await chooseOption('Alias', 'Sarah');

    fireEvent.change(screen.getByTestId('staff-request-composer-files'), {
      target: { files: [new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' })] },
    });
    await setupUser().click(sendButton());

    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('changes the status to any of the five', async () => {
    const patch = jest.spyOn(adminApi, 'patch').mockResolvedValue({ data: { request, update: null } });
    renderDialog();

    await chooseOption('Status', 'Closed');

    await waitFor(() => expect(patch).toHaveBeenCalledWith(`${base}/status`, { status: 'closed' }));
  });

  it('reports a failed status change', async () => {
    jest.spyOn(adminApi, 'patch').mockRejectedValue(httpError(500));
    renderDialog();

    await chooseOption('Status', 'Completed');

    expect(await screen.findByText('Failed to update request')).toBeInTheDocument();
  });

  it('assigns the request to the admin and shows the assignee', async () => {
    let assigned: AdminRequestDetail['assignedAdmin'] = null;
    jest.restoreAllMocks();
    answerGets({ detail: () => detail({ assignedAdmin: assigned }) });
    const patch = jest.spyOn(adminApi, 'patch').mockImplementation((async () => {
      assigned = { id: 'a1', name: 'Grace Admin' };
      return { data: {} };
    }) as typeof adminApi.patch);
    renderDialog();
    expect(await screen.findByText('Assigned to: Unassigned')).toBeInTheDocument();

    await setupUser().click(screen.getByRole('button', { name: /Assign to me/ }));

    expect(patch).toHaveBeenCalledWith(`${base}/assign`, {});
    expect(await screen.findByText('Assigned to: Grace Admin')).toBeInTheDocument();
  });

  it('reports a failed assignment', async () => {
    jest.spyOn(adminApi, 'patch').mockRejectedValue(httpError(500));
    renderDialog();

    await setupUser().click(screen.getByRole('button', { name: /Assign to me/ }));

    expect(await screen.findByText('Failed to assign request')).toBeInTheDocument();
  });

  it('copies a file link and resets the confirmation after 2 s', async () => {
    jest.useFakeTimers();
    const writeText = jest.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const post = jest.spyOn(adminApi, 'post').mockResolvedValue({
      data: { url: 'http://localhost/api/files/download/f1?token=signed', expiresAt: '2026-11-22T10:10:00.000Z' },
    });
    renderDialog();

    fireEvent.click(await screen.findByRole('button', { name: 'Copy link to lease.pdf' }));

    expect(await screen.findByText('Copied!')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/admin/files/f1/link', {});
    expect(writeText).toHaveBeenCalledWith('http://localhost/api/files/download/f1?token=signed');
    act(() => jest.advanceTimersByTime(COPY_CONFIRMATION_MS - 1));
    expect(screen.getByText('Copied!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
    expect(screen.getByText('Copy link')).toBeInTheDocument();
  });

  it('sends a reminder and says so', async () => {
    const post = jest.spyOn(adminApi, 'post').mockResolvedValue({
      data: {
        message: 'Reminder sent to ada@example.com',
        sentAt: '2026-11-22T10:00:00.000Z',
        sentTo: 'ada@example.com',
      },
    });
    renderDialog();

    await setupUser().click(screen.getByRole('button', { name: /Send reminder/ }));

    expect(await screen.findByText('Reminder sent to ada@example.com')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/admin/dashboard/requests/r1/send-reminder', {});
  });

  it('reports a failed reminder', async () => {
    jest.spyOn(adminApi, 'post').mockRejectedValue(httpError(500));
    renderDialog();

    await setupUser().click(screen.getByRole('button', { name: /Send reminder/ }));

    expect(await screen.findByText('Failed to send reminder email')).toBeInTheDocument();
  });

  it('toggles the automatic reminders', async () => {
    const post = jest
      .spyOn(adminApi, 'post')
      .mockResolvedValue({ data: { request: { ...request, autoReminderEnabled: true } } });
    renderDialog();
    const toggle = await screen.findByRole('switch', { name: 'Auto reminders' });
    await waitFor(() => expect(toggle).not.toBeChecked());

    await setupUser().click(toggle);

    expect(post).toHaveBeenCalledWith('/api/admin/dashboard/requests/r1/toggle-auto-reminder', { enabled: true });
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('reports a failed auto-reminder toggle', async () => {
    jest.spyOn(adminApi, 'post').mockRejectedValue(httpError(500));
    renderDialog();

    await setupUser().click(await screen.findByRole('switch', { name: 'Auto reminders' }));

    expect(await screen.findByText('Failed to toggle auto-reminder')).toBeInTheDocument();
  });

  it('loads older messages with the cursor of the oldest page shown, above the newer ones', async () => {
    jest.restoreAllMocks();
    const get = answerGets({
      updates: {
        '': { updates: [update({ id: 'm51', message: 'Newest page' })], nextCursor: 'cursor-50' },
        'cursor-50': { updates: [update({ id: 'm1', message: 'Oldest page' })], nextCursor: null },
      },
    });
    renderDialog();
    await screen.findByText('Newest page');

    await setupUser().click(screen.getByRole('button', { name: 'Load older messages' }));

    expect(await screen.findByText('Oldest page')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      `${base}/updates`,
      expect.objectContaining({ params: { limit: 50, before: 'cursor-50' } }),
    );
    const messages = screen.getAllByTestId('staff-request-update').map((element) => element.textContent);
    expect(messages[0]).toContain('Oldest page');
    expect(messages[1]).toContain('Newest page');
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });
});
