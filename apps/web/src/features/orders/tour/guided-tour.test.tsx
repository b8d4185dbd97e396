import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../../../shared/runtime-config';
import { userFixture } from '../../../test/fixtures';
import { mockApi, ok, TEST_CONFIG } from '../../../test/mock-api';
import { GuidedTour } from './guided-tour';
import { endGuidedTour, startGuidedTour } from './tour-store';

afterEach(() => act(() => endGuidedTour('cancelled')));

function renderTour() {
  // jsdom lays nothing out: the targets report a box so that they count as shown.
  const view = render(
    <MantineProvider env="test">
      <button type="button" data-tour="single-shipment-button">
        New Shipment
      </button>
      <GuidedTour />
    </MantineProvider>,
  );
  for (const element of document.querySelectorAll('[data-tour]')) {
    element.getClientRects = () => [{}] as unknown as DOMRectList;
  }
  return { ...view, user: userEvent.setup() };
}

describe('the guided tour', () => {
  it('shows a step on its target and advances when the target is clicked', async () => {
    const { user } = renderTour();
    act(() => startGuidedTour());
    const card = await screen.findByRole('dialog', { name: 'Place a single shipment' });
    expect(card).toHaveTextContent('Step 1 of 6');
    await user.click(screen.getByRole('button', { name: 'New Shipment' }));
    // Step 2 waits for the sidebar Orders link, which is not on this page.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('onboarding')).toBeNull();
  });

  it('closing it marks onboarding done', async () => {
    const { user } = renderTour();
    act(() => startGuidedTour());
    await user.click(await screen.findByRole('button', { name: 'End the tour' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('onboarding')).toBe('done');
  });

  it('ending it tells the server the user is no longer new', async () => {
    setRuntimeConfig(TEST_CONFIG);
    const api = mockApi({ 'POST /partner/user/onboarding/complete': ok(userFixture({ isNewUser: false })) });
    const { user } = renderTour();
    act(() => startGuidedTour());
    await user.click(await screen.findByRole('button', { name: 'End the tour' }));
    await waitFor(() => expect(api.callsTo('POST', '/partner/user/onboarding/complete')).toHaveLength(1));
  });
});
