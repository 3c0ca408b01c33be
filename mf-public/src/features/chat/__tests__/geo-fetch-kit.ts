import { jest } from '@jest/globals';

type Answer = { status?: number; body?: unknown } | 'network-error' | 'hang';

/** Replaces fetch with answers per URL prefix; "hang" never answers until the request is aborted. */
export function mockFetch(answers: Record<string, Answer>) {
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    const key = Object.keys(answers).find((prefix) => url.startsWith(prefix));
    const answer = key ? answers[key] : 'network-error';
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer === 'hang') {
      return new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        ),
      );
    }
    const status = answer.status ?? 200;
    return { ok: status < 400, status, json: async () => answer.body } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

export const IP_SERVICE = 'https://api.ipify.org';
export const GEO_SERVICE = 'https://ipapi.co/';
