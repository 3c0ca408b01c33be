import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { clientApi, type ClientFile } from '@lexa/common';
import { renderScreen, setupUser, legalRequest } from '@lexa/testing';
import { requestsPage } from '../../../testing/request-fixtures';
import { FilesSection } from '../components/FilesSection';
import { formatFileSize } from '@lexa/common';

const clientFile: ClientFile = {
  id: 'f1',
  originalName: 'lease.pdf',
  filename: 'stored.pdf',
  mimeType: 'application/pdf',
  size: 1_572_864,
  source: 'request',
  requestId: 'r1',
  uploadedBy: 'u1',
  createdAt: '2026-11-22T10:00:00.000Z',
  filePath: '/api/files/download/f1',
  requestTitle: 'Review my lease',
  requestNumber: 'LR-0001',
};

let post: jest.Mock<(url: string, body?: unknown) => Promise<{ data: unknown }>>;

beforeEach(() => {
  jest
    .spyOn(clientApi, 'get')
    .mockImplementation((async (url: string) =>
      url === '/api/dashboard/files'
        ? { data: { files: [clientFile], total: 1, page: 1, pageSize: 100 } }
        : { data: requestsPage([legalRequest({ id: 'r1' })]) }) as typeof clientApi.get);
  post = jest.fn(async () => ({ data: { file: clientFile, files: [clientFile] } }));
  jest.spyOn(clientApi, 'post').mockImplementation(post as unknown as typeof clientApi.post);
});

afterEach(() => {
  jest.restoreAllMocks();
});

async function chooseRequest() {
  const user = setupUser();
  await user.click(screen.getByRole('combobox', { name: 'Request' }));
  await user.click(await screen.findByTitle('LR-0001 · Review my lease'));
}

describe('FilesSection', () => {
  it('lists the files with their size, request and date', async () => {
    renderScreen(<FilesSection />, '/client/dashboard');

    const item = await screen.findByTestId('client-file');
    expect(within(item).getByRole('button', { name: /lease\.pdf \(1\.5 MB\)/ })).toBeInTheDocument();
    expect(within(item).getByText('LR-0001 · Review my lease · Nov 22, 2026')).toBeInTheDocument();
  });

  it('formats sizes in Bytes, KB, MB and GB', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(512)).toBe('512 Bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 ** 2)).toBe('5 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
  });

  it('uploads only with a chosen request and at least one file', async () => {
    renderScreen(<FilesSection />, '/client/dashboard');
    await screen.findByTestId('client-file');
    const upload = screen.getByRole('button', { name: /Upload$/ });
    expect(screen.getByTestId('files-upload-input')).toHaveAttribute('accept', '.pdf,.docx,.png,.jpg,.jpeg,.txt');
    expect(upload).toBeDisabled();

    fireEvent.change(screen.getByTestId('files-upload-input'), { target: { files: [new File(['x'], 'a.pdf')] } });
    expect(upload).toBeDisabled();
    await chooseRequest();
    expect(upload).toBeEnabled();
    await setupUser().click(upload);

    const [url, form] = post.mock.calls[0];
    expect(url).toBe('/api/dashboard/files/upload');
    expect((form as FormData).get('requestId')).toBe('r1');
    expect((form as FormData).getAll('file')).toHaveLength(1);
  });

  it('toasts when the upload fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    post.mockRejectedValue(new Error('down'));
    renderScreen(<FilesSection />, '/client/dashboard');
    await screen.findByTestId('client-file');
    fireEvent.change(screen.getByTestId('files-upload-input'), { target: { files: [new File(['x'], 'a.pdf')] } });
    await chooseRequest();
    await setupUser().click(screen.getByRole('button', { name: /Upload$/ }));

    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to upload file')).toBeInTheDocument();
  });
});
