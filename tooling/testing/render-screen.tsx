import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { UiProviders } from '@lexa/common/ui';
import { TestQueryProvider } from './query-wrapper';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/**
 * Renders `ui` the way the shell hosts a remote: with a QueryClient (a fresh one per render), inside the UI providers (theme, toasts) and a
 * router, starting at `path`; `queryClient` when the test acts on the cache itself.
 */
export function renderScreen(ui: ReactElement, path: string, queryClient?: QueryClient) {
  return render(
    <TestQueryProvider client={queryClient}>
      <UiProviders>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </UiProviders>
    </TestQueryProvider>,
  );
}

/**
 * user-event with its pointer-events check off: that check runs jsdom's getComputedStyle over every style tag
 * antd injects, which makes each click take half a second. No screen here relies on `pointer-events: none`.
 */
export const setupUser = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
