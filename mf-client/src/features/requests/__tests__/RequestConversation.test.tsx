import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { clientApi, type FileView, type RequestUpdate } from '@lexa/common';
import { httpError, renderScreen, setupUser, legalRequest } from '@lexa/testing';
import { requestsPage } from '../../../testing/request-fixtures';
import { RequestsSection } from '../components/RequestsSection';

const file = (overrides: Partial<FileView> = {}): FileView => ({
  id: 'f1',
  originalName: 'lease.pdf',
  filename: 'stored.pdf',
  mimeType: 'application/pdf',
  size: 2048,
  source: 'request',
  requestId: 'r1',
  uploadedBy: 'u1',
  createdAt: '2026-11-22T10:00:00.000Z',
  filePath: '/api/files/download/f1',
  ...overrides,
});

const update = (overrides: Partial<RequestUpdate> = {}): RequestUpdate => ({
  id: 'm1',
  message: 'We are looking into it.',
  isInternal: false,
  adminAlias: 'Sarah',
  createdAt: '2026-11-22T15:05:00.000Z',
  files: [],
  author: { role: 'admin', name: 'Sarah' },
  ...overrides,
});

let updates: RequestUpdate[];
let get: jest.Mock<(url: string) => Promise<{ data: unknown }>>;
let post: jest.Mock<(url: string, body?: unknown) => Promise<{ data: unknown }>>;

beforeEach(() => {
  updates = [
    update(),
    update({ id: 'm2', message: 'Thanks!', adminAlias: '', author: { role: 'client', name: 'Ada Lovelace' } }),
  ];
  get = jest.fn(async (url: string) => {
    if (url === '/api/dashboard/requests') {
      return {
        data: requestsPage([legalRequest({ id: 'r1' }), legalRequest({ id: 'r2', title: 'Register a trademark' })]),
      };
    }
    if (url === '/api/dashboard/message-counts') return { data: { r1: 2, r2: 1 } };
    if (url.endsWith('/updates')) return { data: { updates } };
    if (url.endsWith('/files')) return { data: { files: [file()] } };
    // One request on its own: r9 is the caller's (on a later page); any other id is not.
    if (url === '/api/dashboard/requests/r9')
      return { data: { request: legalRequest({ id: 'r9', title: 'An older request' }) } };
    if (/^\/api\/dashboard\/requests\/[^/]+$/.test(url))
      throw httpError(404, { error: 'Request not found', code: 'NOT_FOUND' });
    throw new Error(`unexpected GET ${url}`);
  });
  post = jest.fn(async (url: string) => {
    if (url.endsWith('/files')) return { data: { files: [file({ id: 'f9', originalName: 'notes.pdf' })] } };
    return { data: { update: update({ id: 'm3' }) } };
  });
  jest.spyOn(clientApi, 'get').mockImplementation(get as unknown as typeof clientApi.get);
  jest.spyOn(clientApi, 'post').mockImplementation(post as unknown as typeof clientApi.post);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const cardOf = async (title: string) =>
  (await screen.findByText(title)).closest<HTMLElement>('[data-testid="request-card"]')!;

async function openFirstRequest() {
  renderScreen(<RequestsSection />, '/client/dashboard');
  const card = await cardOf('Review my lease');
  await setupUser().click(within(card).getByRole('button', { name: /View details/ }));
  // The details download when first opened: slow under jsdom on a busy machine.
  await within(card).findByText('We are looking into it.', undefined, { timeout: 10_000 });
  return card;
}

describe('request details', () => {
  it('shows the message count, the attached files and the thread with staff under their alias', async () => {
    const card = await openFirstRequest();

    expect(within(card).getByTestId('request-message-count')).toHaveTextContent('2 messages');
    expect(within(card).getByRole('button', { name: /lease\.pdf \(2 KB\)/ })).toBeInTheDocument();
    const [staff, own] = within(card).getAllByTestId('request-update');
    expect(within(staff).getByText('Sarah')).toBeInTheDocument();
    // The same badge as in Messages: a staff reply under an alias is Support.
    expect(within(staff).getByText('Support')).toBeInTheDocument();
    expect(within(own).getByText('You')).toBeInTheDocument();
    expect(within(staff).getByTestId('staff-avatar').querySelector('img')).toHaveAttribute(
      'src',
      expect.stringMatching(/\/api\/settings\/avatar$/),
    );
    expect(within(own).queryByTestId('staff-avatar')).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/dashboard/requests/r1/updates');
    expect(get).toHaveBeenCalledWith('/api/dashboard/requests/r1/files');
  });

  it('refuses files that are too large or of another format, with the spec texts', async () => {
    const card = await openFirstRequest();
    const input = within(card).getByTestId('request-composer-files');
    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10_485_761 });
    fireEvent.change(input, { target: { files: [big, new File(['x'], 'song.mp3')] } });

    expect(await screen.findByText('File "huge.pdf" is too large. Maximum size is 10MB.')).toBeInTheDocument();
    expect(
      await screen.findByText('File "song.mp3" is not a supported format. Allowed: PDF, DOC, DOCX, TXT, JPG, PNG.'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Send/ })).toBeDisabled();
  });

  it('sends with Enter, keeps Shift+Enter as a newline and needs text or a file', async () => {
    const user = setupUser();
    const card = await openFirstRequest();
    const box = within(card).getByLabelText('Message');

    expect(within(card).getByRole('button', { name: /Send/ })).toBeDisabled();
    await user.type(box, '   {Enter}');
    expect(post).not.toHaveBeenCalled();
    await user.clear(box);
    await user.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(box).toHaveValue('First line\nsecond line');
    await user.type(box, '{Enter}');

    await act(async () => {});
    expect(post).toHaveBeenCalledWith('/api/dashboard/requests/r1/updates', {
      message: 'First line\nsecond line',
      fileIds: [],
      isInternal: false,
    });
    expect(box).toHaveValue('');
  });

  it('uploads the attachments first, then posts the message with their ids', async () => {
    const user = setupUser();
    const card = await openFirstRequest();
    fireEvent.change(within(card).getByTestId('request-composer-files'), {
      target: { files: [new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })] },
    });
    expect(within(card).getByText('notes.pdf')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: /Send/ }));

    await act(async () => {});
    expect(post.mock.calls[0][0]).toBe('/api/dashboard/requests/r1/files');
    expect(post.mock.calls[0][1]).toBeInstanceOf(FormData);
    expect(post).toHaveBeenCalledWith('/api/dashboard/requests/r1/updates', {
      message: '',
      fileIds: ['f9'],
      isInternal: false,
    });
  });

  it.each([
    [httpError(400, { error: 'Request is closed', code: 'X' }), 'Request is closed'],
    [new Error('offline'), 'Failed to send message'],
  ])('shows the server message or the fallback when sending fails', async (failure, text) => {
    const user = setupUser();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    post.mockRejectedValue(failure);
    const card = await openFirstRequest();
    await user.type(within(card).getByLabelText('Message'), 'Hello{Enter}');

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(within(card).getByLabelText('Message')).toHaveValue('Hello');
  });
});

describe('polling and the highlight link', () => {
  it('polls an open request every 5 s and stops when it is closed', async () => {
    jest.useFakeTimers();
    renderScreen(<RequestsSection />, '/client/dashboard');
    await act(async () => {});
    const card = await cardOf('Review my lease');
    fireEvent.click(within(card).getByRole('button', { name: /View details/ }));
    await act(async () => {});
    const polls = () => get.mock.calls.filter(([url]) => url === '/api/dashboard/requests/r1/updates').length;
    expect(polls()).toBe(1);

    await act(async () => jest.advanceTimersByTime(5_000));
    expect(polls()).toBe(2);
    fireEvent.click(within(card).getByRole('button', { name: /Hide details/ }));
    await act(async () => jest.advanceTimersByTime(15_000));
    expect(polls()).toBe(2);
  });

  it('opens the linked request, highlights it for 5 s, scrolls to its messages and resets the URL', async () => {
    jest.useFakeTimers();
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this.getAttribute('data-testid') ?? '');
    };
    renderScreen(<RequestsSection />, '/client/dashboard?request=r2&highlight=true');
    await act(async () => {});
    await act(async () => jest.advanceTimersByTime(0));

    const card = await cardOf('Register a trademark');
    expect(card).toHaveAttribute('data-highlighted', 'true');
    expect(within(card).getByTestId('request-details')).toBeInTheDocument();
    expect(scrolled).toEqual(['request-card']);
    expect(screen.getByTestId('location')).toHaveTextContent('/client/dashboard?request=r2&highlight=true');

    await act(async () => jest.advanceTimersByTime(4_900));
    expect(card).toHaveAttribute('data-highlighted', 'true');
    await act(async () => jest.advanceTimersByTime(100));

    expect(card).not.toHaveAttribute('data-highlighted');
    expect(scrolled).toEqual(['request-card', 'request-messages']);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/client\/dashboard$/);
    expect(within(card).getByTestId('request-details')).toBeInTheDocument();
    expect(screen.queryByTestId('pinned-request')).not.toBeInTheDocument();
    expect(get.mock.calls.map(([url]) => url)).not.toContain('/api/dashboard/requests/r2');
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('fetches a linked request that is not on the loaded page and runs the same flow with it pinned above the list', async () => {
    jest.useFakeTimers();
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this.getAttribute('data-testid') ?? '');
    };
    renderScreen(<RequestsSection />, '/client/dashboard?request=r9&highlight=true');
    const pinned = await screen.findByTestId('pinned-request');
    await act(async () => {});
    await act(async () => jest.advanceTimersByTime(0));

    expect(get.mock.calls.map(([url]) => url)).toContain('/api/dashboard/requests/r9');
    expect(within(pinned).getByText('Opened from a link (not on this page of your requests)')).toBeInTheDocument();
    const card = within(pinned).getByTestId('request-card');
    expect(card).toHaveAttribute('data-request-id', 'r9');
    expect(within(card).getByText('An older request')).toBeInTheDocument();
    // Pinned first, then the loaded page, each request once.
    expect(screen.getAllByTestId('request-card').map((each) => each.getAttribute('data-request-id'))).toEqual([
      'r9',
      'r1',
      'r2',
    ]);
    expect(card).toHaveAttribute('data-highlighted', 'true');
    expect(within(card).getByTestId('request-details')).toBeInTheDocument();
    expect(scrolled).toEqual(['request-card']);
    expect(screen.getByTestId('location')).toHaveTextContent('/client/dashboard?request=r9&highlight=true');

    await act(async () => jest.advanceTimersByTime(4_900));
    expect(card).toHaveAttribute('data-highlighted', 'true');
    await act(async () => jest.advanceTimersByTime(100));

    expect(card).not.toHaveAttribute('data-highlighted');
    expect(scrolled).toEqual(['request-card', 'request-messages']);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/client\/dashboard$/);
    // The reader is still looking at it: it stays pinned and open.
    expect(within(screen.getByTestId('pinned-request')).getByTestId('request-details')).toBeInTheDocument();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('only resets the URL for an unknown or foreign request', async () => {
    jest.useFakeTimers();
    const warn = jest.spyOn(console, 'warn');
    renderScreen(<RequestsSection />, '/client/dashboard?request=someone-elses&highlight=true');
    await cardOf('Review my lease');
    await act(async () => {});
    await act(async () => jest.advanceTimersByTime(0));

    expect(get.mock.calls.map(([url]) => url)).toContain('/api/dashboard/requests/someone-elses');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/client\/dashboard$/);
    expect(screen.queryByTestId('pinned-request')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('request-card')).toHaveLength(2);
    for (const card of screen.getAllByTestId('request-card')) {
      expect(card).not.toHaveAttribute('data-highlighted');
      expect(within(card).queryByTestId('request-details')).not.toBeInTheDocument();
    }
    expect(warn).not.toHaveBeenCalled();
  });
});
