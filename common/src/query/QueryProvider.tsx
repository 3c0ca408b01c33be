import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query-client';

export interface QueryProviderProps {
  children: ReactNode;
}

/**
 * Puts the page's one QueryClient in context. The shell mounts it once around every remote; a remote mounts it only
 * in its standalone entry (and the embeddable widget in its own root), never inside its App.
 */
export function QueryProvider({ children }: QueryProviderProps) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
