import { DirectionProvider, MantineProvider } from '@mantine/core';
import { notifications, notificationsStore } from '@mantine/notifications';
import { PHONE_BREAKPOINT_PX, TOAST_DURATION_MS } from '@sameday/contract';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../shared/ui/toast';
import { AppToasts, TOAST_LIMIT } from './toasts';

afterEach(() => {
  act(() => {
    notifications.clean();
    notifications.cleanQueue();
  });
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function asPhone() {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: query.includes(`max-width: ${PHONE_BREAKPOINT_PX}px`),
  }));
}

const renderToasts = () =>
  render(
    <MantineProvider env="test">
      <AppToasts />
    </MantineProvider>,
  );

/** The corner a toast stands in: its container's data-position. */
const cornerOf = (text: string) => screen.getByText(text).closest('[data-position]')?.getAttribute('data-position');

describe('toasts', () => {
  it('stand in the bottom-right corner on a wide screen, clear of page and drawer titles, at most three at once', () => {
    renderToasts();
    act(() => {
      for (const n of [1, 2, 3, 4, 5]) showToast({ message: `Toast ${n}`, tone: 'success' });
    });
    expect(cornerOf('Toast 5')).toBe('bottom-right');
    expect(TOAST_LIMIT).toBe(3);
    // The newest are shown: each new one pushed the oldest out, none waits behind older news.
    expect(screen.getAllByText(/^Toast \d$/).map((toast) => toast.textContent)).toEqual([
      'Toast 3',
      'Toast 4',
      'Toast 5',
    ]);
    expect(notificationsStore.getState().queue).toHaveLength(0);
  });

  it('mirror in Arabic: the bottom-left corner, where a right-to-left line ends', () => {
    render(
      <DirectionProvider initialDirection="rtl" detectDirection={false}>
        <MantineProvider env="test">
          <AppToasts />
        </MantineProvider>
      </DirectionProvider>,
    );
    act(() => showToast({ message: 'تم الحفظ.', tone: 'success' }));
    const container = screen.getByText('تم الحفظ.').closest('[data-position]') as HTMLElement;
    expect(container).toHaveAttribute('data-position', 'bottom-left');
    // Raised above the bulk actions bar as on the right.
    expect(container.className).toMatch(/toasts/);
  });

  it("stand at the bottom on a phone, never over the phone header, its menu or a drawer's title and actions", () => {
    asPhone();
    renderToasts();
    act(() => showToast({ message: 'Successfully signed in!', tone: 'success' }));
    const container = screen.getByText('Successfully signed in!').closest('[data-position]') as HTMLElement;
    expect(container).toHaveAttribute('data-position', 'bottom-center');
    // The CSS module that raises them above the bulk actions bar is on the container.
    expect(container.className).toMatch(/toasts/);
  });

  it("keeps the spec's 12 s", () => {
    vi.useFakeTimers();
    renderToasts();
    act(() => showToast({ message: 'Saved.', tone: 'success' }));
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 500));
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1500));
    expect(notificationsStore.getState().notifications).toHaveLength(0);
  });
});
