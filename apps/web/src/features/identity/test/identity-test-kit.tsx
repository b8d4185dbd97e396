import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import { afterEach } from 'vitest';
import { accessToken, userFixture } from '../../../test/fixtures';
import {
  type ApiCall,
  apiError,
  mockApi as mockFetch,
  ok,
  type Reply,
  type Route,
  signedOutToken,
  TEST_CONFIG,
} from '../../../test/mock-api';
import { describedErrorOf } from '../../../test/queries';
import { currentUrl, Landed, renderWithSession } from '../../../test/render-screen';

/** Shared set-up of the identity screens' tests: the real providers, and fetch as the only fake. */

// Toasts live in a store outside React: one test's toast must not show in the next.
afterEach(() => notifications.clean());

export const STRONG_PASSWORD = 'Marina-Palm-2024!';

export { accessToken, currentUrl, describedErrorOf, Landed, TEST_CONFIG };

/** The partner user of GET/PUT /partner/user: the shared fixture. */
export const partnerUser = userFixture;

export { type ApiCall, apiError, ok, type Reply, signedOutToken };

/** The shared fetch fake, signed out unless a test says otherwise. */
export const mockApi = (routes: Record<string, Route>) =>
  mockFetch({ 'POST /identity/token': signedOutToken, ...routes });

/** Renders the routes at `url` inside the app's providers, with a session manager that syncs through fetch. */
export const renderRoutes = renderWithSession;

/** The message shown in the form card (toasts are alerts too, outside it). */
export const findCardAlert = () => within(screen.getByRole('main')).findByRole('alert');

export { screen };
