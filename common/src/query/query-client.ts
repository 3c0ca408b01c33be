import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

/**
 * The specs' data-fetching defaults: no automatic retry (a 4xx never turns into a retry storm; screens report the
 * error as they always did), no refetch on window focus, no polling unless a query sets `refetchInterval`, and that
 * polling pauses while the tab is hidden. Data counts as fresh for 5 s (signed-in spec §9), so screens mounting
 * together share one call; mutations and live events invalidate what they change.
 */
const lexaQueryDefaults: DefaultOptions = {
  queries: { retry: false, refetchOnWindowFocus: false, refetchIntervalInBackground: false, staleTime: 5_000 },
  mutations: { retry: false },
};

/** A client with Lexa's defaults; `overrides` adjust them (tests keep caches forever instead of timing them out). */
export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...lexaQueryDefaults.queries, ...overrides.queries },
      mutations: { ...lexaQueryDefaults.mutations, ...overrides.mutations },
    },
  });
}

/**
 * The page's one client. `@lexa/common` and `@tanstack/react-query` are federation singletons, so the shell and every
 * remote on the page read and invalidate this same cache.
 */
export const queryClient = createQueryClient();
