// Mounts screens as the app does, without the session: Mantine, a query client that never retries, a memory router.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { setRuntimeConfig } from '../shared/runtime-config';
import { TEST_CONFIG } from './mock-api';

/** `userOptions` go to userEvent.setup (fake timers need `advanceTimers`). */
export function renderScreen(routes: RouteObject[], url: string, userOptions?: Parameters<typeof userEvent.setup>[0]) {
  setRuntimeConfig(TEST_CONFIG);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup(userOptions);
  const view = render(
    // env "test": no transitions, and no hiding of a dropdown whose target jsdom cannot measure.
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, queryClient, user };
}
