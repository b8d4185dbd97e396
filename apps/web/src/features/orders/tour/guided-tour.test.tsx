import { Drawer, getDefaultZIndex, MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nRoot, i18n } from '../../../shared/i18n';
import { setRuntimeConfig } from '../../../shared/runtime-config';
import { userFixture } from '../../../test/fixtures';
import { mockApi, ok, TEST_CONFIG } from '../../../test/mock-api';
import { GuidedTour } from './guided-tour';
import { TOUR_STEPS } from './tour-steps';
import { endGuidedTour, startGuidedTour } from './tour-store';

afterEach(() => act(() => endGuidedTour('cancelled')));

/** jsdom lays nothing out: the targets report a box so that they count as shown. */
function layOut() {
  for (const element of document.querySelectorAll('[data-tour]')) {
    element.getClientRects = () => [{}] as unknown as DOMRectList;
  }
}

function renderTour(page: ReactNode) {
  const view = render(
    <I18nRoot>
      <MantineProvider env="test">
        {page}
        <GuidedTour />
      </MantineProvider>
    </I18nRoot>,
  );
  layOut();
  return { ...view, user: userEvent.setup() };
}

const card = (name: string) => screen.findByRole('dialog', { name }, { timeout: 3000 });

describe('the guided tour', () => {
  it('shows a step on its target and advances when the target is clicked', async () => {
    const { user } = renderTour(
      <button type="button" data-tour="single-shipment-button">
        New Shipment
      </button>,
    );
    act(() => startGuidedTour());
    const first = await card('Place a single shipment');
    expect(first).toHaveTextContent('Step 1 of 6');
    expect(first).toHaveAttribute('data-placement', 'target');
    expect(within(first).queryByTestId('tour-note')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'New Shipment' }));
    // Step 2's Orders link is not on this page: the step says where it is instead of vanishing.
    const second = await card('Then find it in Orders');
    expect(second).toHaveAttribute('data-placement', 'centred');
    expect(localStorage.getItem('onboarding')).toBeNull();
  });

  it('on a brand-new account with no order, skips the steps that need one and says so; the last step offers Finish only', async () => {
    // The orders page of a new account: "No orders yet", no row, no bulk bar.
    const { user } = renderTour(
      <>
        <button type="button" data-tour="single-shipment-button">
          New Shipment
        </button>
        <a href="/" data-tour="sidebar-orders-link">
          Orders
        </a>
        <div data-tour="orders-empty">No orders yet</div>
      </>,
    );
    act(() => startGuidedTour());
    const first = await card(i18n._((TOUR_STEPS[0] as (typeof TOUR_STEPS)[number]).title));
    await user.click(screen.getByRole('button', { name: 'New Shipment' }));
    const second = await card(i18n._((TOUR_STEPS[1] as (typeof TOUR_STEPS)[number]).title));
    await user.click(screen.getByRole('link', { name: 'Orders' }));
    const last = await card(i18n._((TOUR_STEPS[5] as (typeof TOUR_STEPS)[number]).title));
    // Numbered among the six: the note says which were skipped.
    expect(last).toHaveTextContent('Step 6 of 6');
    expect(within(last).getByTestId('tour-skipped')).toHaveTextContent(/You have no orders yet, so the tour skipped/);
    expect(within(last).queryByRole('button', { name: 'Next' })).toBeNull();
    for (const step of TOUR_STEPS.slice(2, 5))
      expect(screen.queryByRole('dialog', { name: i18n._(step.title) })).not.toBeInTheDocument();
    expect(first).not.toBeInTheDocument();
    expect(second).not.toBeInTheDocument();
    await user.click(within(last).getByRole('button', { name: 'Finish' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('onboarding')).toBe('done');
  });

  it('shows Next on every step but the last, and Finish on the last only', async () => {
    const { user } = renderTour(<p>Somewhere else</p>);
    act(() => startGuidedTour());
    for (const [index, step] of TOUR_STEPS.entries()) {
      const shown = await card(i18n._(step.title));
      expect(shown).toHaveTextContent(`Step ${index + 1} of 6`);
      const isLast = index === TOUR_STEPS.length - 1;
      expect(within(shown).queryByRole('button', { name: 'Finish' }) !== null).toBe(isLast);
      expect(within(shown).queryByRole('button', { name: 'Next' }) !== null).toBe(!isLast);
      await user.click(within(shown).getByRole('button', { name: isLast ? 'Finish' : 'Next' }));
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves the highlight ring with its target when the layout shifts (a banner loads above it)', async () => {
    renderTour(
      <button type="button" data-tour="single-shipment-button">
        New Shipment
      </button>,
    );
    const button = screen.getByRole('button', { name: 'New Shipment' });
    let top = 100;
    button.getBoundingClientRect = () => ({ top, left: 40, width: 120, height: 36 }) as DOMRect;
    act(() => startGuidedTour());
    await card('Place a single shipment');
    const ring = screen.getByTestId('tour-highlight');
    expect(ring.style.top).toBe('96px');
    top = 180;
    await waitFor(() => expect(screen.getByTestId('tour-highlight').style.top).toBe('176px'));
  });

  it('Next at step 4 without a ticked order keeps the tour: step 5 says the button comes with a selection', async () => {
    const { user } = renderTour(
      <table>
        <tbody>
          <tr>
            <td data-tour="order-row-select">
              <input type="checkbox" aria-label="Select order 1" />
            </td>
          </tr>
        </tbody>
      </table>,
    );
    act(() => startGuidedTour());
    for (const step of TOUR_STEPS.slice(0, 3))
      await user.click(within(await card(i18n._(step.title))).getByRole('button', { name: 'Next' }));
    const fourth = await card('Select the order');
    expect(fourth).toHaveAttribute('data-placement', 'target');
    await user.click(within(fourth).getByRole('button', { name: 'Next' }));
    const fifth = await card('Mark it Ready for Collection');
    expect(within(fifth).getByTestId('tour-note')).toHaveTextContent(/once you tick an order/);
    // Not the last step: it moves on, it does not end the tour.
    expect(within(fifth).getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(within(fifth).queryByRole('button', { name: 'Finish' })).toBeNull();
  });

  it('on a phone, step 2 points at the Menu button, then at Orders inside the open menu, above the drawer', async () => {
    function PhonePage({ isMenuOpen }: { isMenuOpen: boolean }) {
      return (
        <>
          <button type="button" data-tour="phone-menu-button">
            Menu
          </button>
          <Drawer opened={isMenuOpen} onClose={() => {}} title="Menu">
            <a href="/" data-tour="sidebar-orders-link">
              Orders
            </a>
          </Drawer>
        </>
      );
    }
    const { rerender } = renderTour(<PhonePage isMenuOpen={false} />);
    act(() => startGuidedTour());
    await card('Place a single shipment');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Next' }));
    const onMenu = await card('Then find it in Orders');
    expect(onMenu).toHaveAttribute('data-placement', 'target');
    expect(within(onMenu).getByTestId('tour-note')).toHaveTextContent('Open the menu to find Orders.');
    expect(Number(onMenu.style.zIndex)).toBeLessThan(getDefaultZIndex('modal'));

    rerender(
      <I18nRoot>
        <MantineProvider env="test">
          <PhonePage isMenuOpen />
          <GuidedTour />
        </MantineProvider>
      </I18nRoot>,
    );
    layOut();
    await screen.findByRole('link', { name: 'Orders' });
    layOut();
    const inMenu = await card('Then find it in Orders');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(inMenu).queryByTestId('tour-note')).toBeNull();
    expect(Number(inMenu.style.zIndex)).toBeGreaterThan(getDefaultZIndex('modal'));
  });

  it('waits behind an order drawer that covers its target instead of floating over the drawer', async () => {
    renderTour(
      <>
        <button type="button" data-tour="single-shipment-button">
          New Shipment
        </button>
        <Drawer opened onClose={() => {}} title="Order 1">
          <p>Payment: cash on delivery</p>
        </Drawer>
      </>,
    );
    act(() => startGuidedTour());
    const first = await screen.findByRole('dialog', { name: 'Place a single shipment', hidden: true });
    expect(Number(first.style.zIndex)).toBeLessThan(getDefaultZIndex('modal'));
    for (const highlight of screen.getAllByTestId('tour-highlight'))
      expect(Number(highlight.style.zIndex)).toBeLessThan(getDefaultZIndex('modal'));
  });

  it('closing it marks onboarding done', async () => {
    const { user } = renderTour(
      <button type="button" data-tour="single-shipment-button">
        New Shipment
      </button>,
    );
    act(() => startGuidedTour());
    await user.click(await screen.findByRole('button', { name: 'End the tour' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('onboarding')).toBe('done');
  });

  it('ending it tells the server the user is no longer new', async () => {
    setRuntimeConfig(TEST_CONFIG);
    const api = mockApi({ 'POST /partner/user/onboarding/complete': ok(userFixture({ isNewUser: false })) });
    const { user } = renderTour(
      <button type="button" data-tour="single-shipment-button">
        New Shipment
      </button>,
    );
    act(() => startGuidedTour());
    await user.click(await screen.findByRole('button', { name: 'End the tour' }));
    await waitFor(() => expect(api.callsTo('POST', '/partner/user/onboarding/complete')).toHaveLength(1));
  });
});
