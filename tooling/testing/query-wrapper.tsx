import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '@lexa/common';

/** A client with the page's defaults whose cache never times out, so no garbage-collection timer outlives a test. */
export const createTestQueryClient = () => createQueryClient({ queries: { gcTime: Infinity } });

export interface TestQueryProviderProps {
  children: ReactNode;
  /** A test's own client, to act on the cache as the page would (a sign-out clears it). */
  client?: QueryClient;
}

/**
 * A fresh QueryClient for each mount, so no cached answer leaks from one test into the next; also the `wrapper` of
 * `renderHook` for hooks that query.
 */
export function TestQueryProvider({ children, client: given }: TestQueryProviderProps) {
  const [client] = useState(() => given ?? createTestQueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
