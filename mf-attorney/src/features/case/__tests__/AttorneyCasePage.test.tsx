import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { attorneyApi, useSession, type AdminRequestDetail, type FileView, type RequestUpdate } from '@lexa/common';
import { FakeSocket, httpError, installFakeSockets, legalRequest, renderScreen, setupUser } from '@lexa/testing';
import { AttorneyCasePage } from '../components/AttorneyCasePage';

const base = '/api/attorney/requests/r1';
const request = legalRequest({ status: 'in_review' });

const detail: AdminRequestDetail = {
  request,
  client: { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' },
  assignedAdmin: null,
};

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

const updates: RequestUpdate[] = [
  {
    id: 'm1',
    message: 'Please review clause 4.',
    isInternal: false,
    adminAlias: '',
    createdAt: '2026-11-22T10:00:00.000Z',
    files: [],
    author: { role: 'client', name: 'Ada Lovelace' },
  },
  {
    id: 'm2',
    message: 'Assigned to Jane Counsel',
    isInternal: true,
    adminAlias: '',
    createdAt: '2026-11-22T11:00:00.000Z',
    files: [],
    author: { role: 'admin', name: 'Grace Admin' },
  },
];

/** Whether the server still has this attorney on the case. */
let assigned: boolean;

function answerGets() {
  return jest.spyOn(attorneyApi, 'get').mockImplementation((async (url: string) => {
    if (!assigned) throw httpError(404, { error: 'Request not found', code: 'NOT_FOUND' });
    if (url === base) return { data: detail };
    if (url === `${base}/updates`) return { data: { updates, nextCursor: null } };
    if (url === `${base}/files`) return { data: { files: [file] } };
    throw new Error(`unexpected GET ${url}`);
  }) as typeof attorneyApi.get);
}

function renderCase() {
  renderScreen(
    <Routes>
      <Route path="/attorney/requests/:id" element={<AttorneyCasePage />} />
      <Route path="/attorney/login" element={<p>Attorney login screen</p>} />
    </Routes>,
    '/attorney/requests/r1',
  );
}

const messageBox = () => screen.getByRole('textbox', { name: 'Message' });

describe('AttorneyCasePage', () => {
  beforeEach(() => {
    assigned = true;
    installFakeSockets();
    useSession.getState().attorney.signIn('attorney-token');
    answerGets();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows the request, its files and the whole conversation through the attorney door', async () => {
    renderCase();

    const page = await screen.findByTestId('attorney-case');
    expect(within(page).getByText('Review my lease')).toBeInTheDocument();
    expect(within(page).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(page).getByTestId('case-status')).toHaveTextContent('in review');
    expect(await within(page).findByText('lease.pdf (2 KB)')).toBeInTheDocument();
    // Copying a direct link is the admins'.
    expect(within(page).queryByRole('button', { name: /Copy link/ })).not.toBeInTheDocument();
    const [fromClient, note] = await within(page).findAllByTestId('staff-request-update');
    expect(fromClient).toHaveTextContent('Please review clause 4.');
    expect(note).toHaveAttribute('data-internal', 'true');
  });

  it('replies to the client with no alias to choose', async () => {
    const post = jest.spyOn(attorneyApi, 'post').mockResolvedValue({ data: { update: updates[0] } });
    renderCase();
    await screen.findByTestId('attorney-case');

    expect(screen.queryByRole('combobox', { name: 'Alias' })).not.toBeInTheDocument();
    await setupUser().type(messageBox(), 'I will call you today{Enter}');

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`${base}/updates`, {
        message: 'I will call you today',
        fileIds: [],
        isInternal: false,
        alias: '',
      }),
    );
  });

  it('posts an internal note when the toggle is on', async () => {
    const post = jest.spyOn(attorneyApi, 'post').mockResolvedValue({ data: { update: updates[1] } });
    renderCase();
    await screen.findByTestId('attorney-case');

    await setupUser().click(screen.getByRole('switch', { name: 'Internal note' }));
    await setupUser().type(messageBox(), 'Client seems unsure{Enter}');

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`${base}/updates`, {
        message: 'Client seems unsure',
        fileIds: [],
        isInternal: true,
        alias: '',
      }),
    );
  });

  it('sets In Progress or Resolved', async () => {
    const patch = jest
      .spyOn(attorneyApi, 'patch')
      .mockResolvedValue({ data: { request: { ...request, status: 'resolved' }, update: null } });
    renderCase();
    const buttons = await screen.findByTestId('case-status-buttons');

    await setupUser().click(within(buttons).getByRole('button', { name: 'Resolved' }));

    expect(patch).toHaveBeenCalledWith(`${base}/status`, { status: 'resolved' });
  });

  it('shows the case gone once the server says the attorney left its room (withdrawn)', async () => {
    renderCase();
    await screen.findByTestId('attorney-case');
    const socket = FakeSocket.instances.at(-1)!;
    act(() => socket.accept());
    expect(socket.sent).toContainEqual({ type: 'join', room: 'request-r1' });

    assigned = false;
    act(() => socket.receive({ type: 'left', room: 'request-r1' }));

    expect(await screen.findByTestId('case-not-found')).toHaveTextContent('Case not found');
    expect(screen.getByRole('link', { name: /Back to dashboard/ })).toHaveAttribute('href', '/attorney/dashboard');
  });

  it('sends a visitor without a token to the login page', () => {
    useSession.getState().attorney.signOut();
    renderCase();
    expect(screen.getByText('Attorney login screen')).toBeInTheDocument();
  });
});
