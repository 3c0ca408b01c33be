import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '@lexa/common';

/** A client with the page's defaults whose cache never times out, so no garbage-collection timer outlives a test. */
export const createTestQueryClient = () => createQueryClient({ queries: { gcTime: Infinity } });

export interface TestQueryProviderProps {
  children: ReactNode;
}

/**
 * A fresh QueryClient for each mount, so no cached answer leaks from one test into the next; also the `wrapper` of
 * `renderHook` for hooks that query.
 */
export function TestQueryProvider({ children }: TestQueryProviderProps) {
  const [client] = useState(createTestQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
