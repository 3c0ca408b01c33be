import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { adminApi } from '@lexa/common';
import { httpError, renderStaffScreen, setupUser } from '@lexa/testing';
import type { AdminFile } from '../../../contracts/files';
import { StaffFilesTab } from '../components/StaffFilesTab';

const file = (overrides: Partial<AdminFile> = {}): AdminFile => ({
  id: 'f1',
  originalName: 'lease.pdf',
  filename: 'abc123.pdf',
  mimeType: 'application/pdf',
  size: 2150,
  source: 'request',
  requestId: 'r1',
  uploadedBy: 'u7',
  createdAt: '2026-03-01T10:00:00.000Z',
  filePath: '/api/files/download/f1',
  requestTitle: 'Lease',
  requestNumber: 'REQ-0042',
  ownerId: 'u7',
  internal: false,
  directLink: 'https://lexa.example/api/files/download/f1?token=signed.abc',
  ...overrides,
});

describe('StaffFilesTab', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows every field of each file, the signed direct link, and pages on the server', async () => {
    const get = jest.spyOn(adminApi, 'get').mockResolvedValue({
      data: {
        files: [file(), file({ id: 'f2', source: 'chat', originalName: 'photo.png', size: 100 })],
        total: 30,
        page: 1,
        pageSize: 24,
      },
    });
    renderStaffScreen(<StaffFilesTab />);
    const cards = await screen.findAllByTestId('admin-file-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('lease.pdf')).toBeInTheDocument();
    expect(first.getByText('abc123.pdf')).toBeInTheDocument();
    expect(first.getByText('request')).toBeInTheDocument();
    expect(first.getByText('application/pdf')).toBeInTheDocument();
    expect(first.getByText('2.1 KB')).toBeInTheDocument();
    expect(first.getByText('REQ-0042')).toBeInTheDocument();
    expect(first.getByText('u7')).toBeInTheDocument();
    expect(first.getByRole('link', { name: /View/ })).toHaveAttribute(
      'href',
      'https://lexa.example/api/files/download/f1?token=signed.abc',
    );
    expect(within(cards[1]!).getByText('0.1 KB')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('chat')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(
      '/api/admin/files',
      expect.objectContaining({ params: { page: 1, pageSize: 24 } }),
    );

    await setupUser().click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith(
        '/api/admin/files',
        expect.objectContaining({ params: { page: 2, pageSize: 24 } }),
      ),
    );
  });

  it('refreshes, shows the empty state, and the catalogue toast on failure', async () => {
    const get = jest
      .spyOn(adminApi, 'get')
      .mockResolvedValueOnce({ data: { files: [], total: 0, page: 1, pageSize: 24 } })
      .mockRejectedValueOnce(httpError(500));
    renderStaffScreen(<StaffFilesTab />);
    expect(await screen.findByText('No files found')).toBeInTheDocument();
    await setupUser().click(screen.getByRole('button', { name: /Refresh/ }));
    expect(await screen.findByText('Failed to load files. Please try again.')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });
});
