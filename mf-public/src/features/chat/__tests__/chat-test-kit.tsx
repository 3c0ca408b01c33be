import { jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clientApi } from '@lexa/common';
import { TestQueryProvider } from '@lexa/testing';
import type { UploadedChatFile } from '../api/chat-api';
import { ChatWidget, type ChatWidgetProps } from '../components/ChatWidget';

/** A File of `size` bytes (jsdom does not need the bytes themselves). */
export function chatFile(name: string, { size = 1000, type }: { size?: number; type?: string } = {}): File {
  const guessed = name.toLowerCase().endsWith('.pdf')
    ? 'application/pdf'
    : /\.jpe?g$/i.test(name)
      ? 'image/jpeg'
      : name.endsWith('.png')
        ? 'image/png'
        : '';
  const file = new File(['x'], name, { type: type ?? guessed });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

type Handler = (body: unknown) => unknown;
export interface ChatApiHandlers {
  init?: Handler;
  message?: Handler;
  upload?: Handler;
  end?: Handler;
}

export const uploadedFile = (file: File, index: number): UploadedChatFile => ({
  id: `file-${index}`,
  originalName: file.name,
  filename: `stored-${index}`,
  fileSize: file.size,
  mimeType: file.type,
  category: file.type.startsWith('image/') ? 'image' : 'other',
});

/** Answers the chat's POSTs like the server would; a handler may return a promise or throw. */
export function mockChatApi(handlers: ChatApiHandlers = {}) {
  const defaults: Required<ChatApiHandlers> = {
    init: () => ({
      threadId: 'conv_1',
      initialMessage: 'Hello from the server, how can I help?',
      messages: [],
      staffAvatarUrl: null,
    }),
    message: (body) => ({
      message: `You said: ${(body as { message: string }).message}`,
      timestamp: '2026-03-01T10:30:00.000Z',
    }),
    upload: (body) => ({
      files: (body as FormData).getAll('files').map((file, index) => uploadedFile(file as File, index)),
    }),
    end: () => ({ ok: true }),
  };
  const all = { ...defaults, ...handlers };
  return jest.spyOn(clientApi, 'post').mockImplementation((async (url: string, body: unknown) => {
    // The landing page around the widget logs its visit through the same client (use-landing-visit.ts).
    if (url === '/api/autosave/log-visit') return { data: { correlationId: 'visit_landing' } };
    const name = url.replace('/api/chat/', '') as keyof ChatApiHandlers;
    return { data: await all[name](body) };
  }) as never);
}

/** The bodies posted to one chat endpoint. */
export const bodiesPosted = (post: ReturnType<typeof mockChatApi>, endpoint: string) =>
  post.mock.calls.filter(([url]) => url === `/api/chat/${endpoint}`).map(([, body]) => body);

/** Lets lazy loading, the init call and pending promises settle under fake timers (without moving the clock). */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let tick = 0; tick < 20; tick += 1) await jest.advanceTimersByTimeAsync(0);
  });
}

const newUser = () =>
  userEvent.setup({
    advanceTimers: (ms) => jest.advanceTimersByTime(ms),
    delay: null,
    pointerEventsCheck: 0,
    applyAccept: false,
  });

/**
 * user-event under fake timers, each action inside act(): the widget's calls answer while the action is still
 * running, and act makes React apply what they change before the test looks.
 */
export const ui = {
  click: (element: Element) => act(() => newUser().click(element)),
  type: (element: Element, text: string) => act(() => newUser().type(element, text)),
  keyboard: (text: string) => act(() => newUser().keyboard(text)),
  upload: (input: HTMLInputElement, files: File | File[]) => act(() => newUser().upload(input, files)),
};

export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/**
 * The open widget with no providers around it but the page's QueryClient (which the shell, or the embeddable script,
 * mounts): it brings its own antd context, as inside the embeddable script.
 */
export function renderWidget(props: ChatWidgetProps = {}) {
  const view = render(<ChatWidget defaultOpen {...props} />, { wrapper: TestQueryProvider });
  return { ...view, rerenderWith: (next: ChatWidgetProps) => view.rerender(<ChatWidget defaultOpen {...next} />) };
}
