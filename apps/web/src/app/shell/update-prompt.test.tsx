import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { APP_VERSION, MESSAGES } from '@sameday/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { showUpdatePrompt, useVersionCheck } from './update-prompt';

afterEach(() => {
  notifications.clean();
});

/** /manifest.json answers the next version of the list on each call (the last one repeats). */
function serveManifests(versions: string[]) {
  let index = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    expect(String(input)).toBe('/manifest.json');
    const version = versions[Math.min(index, versions.length - 1)];
    index += 1;
    return new Response(JSON.stringify({ name: 'Sameday', version }), { status: 200 });
  });
  globalThis.fetch = fetchMock as Mock as typeof fetch;
  return fetchMock;
}

function Checker({ intervalMs }: { intervalMs: number }) {
  useVersionCheck({ intervalMs });
  return null;
}

function renderChecker(intervalMs: number) {
  return render(
    <MantineProvider>
      <Notifications />
      <Checker intervalMs={intervalMs} />
    </MantineProvider>,
  );
}

describe('the update prompt', () => {
  it('stays away while the served version is the running one', async () => {
    const fetchMock = serveManifests([APP_VERSION]);
    renderChecker(30);
    await vi.waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(3));
    expect(screen.queryByText(MESSAGES.updateTitle)).toBeNull();
  });

  it('appears once when a later check finds another version, and stays', async () => {
    const fetchMock = serveManifests([APP_VERSION, APP_VERSION, '1.202.0']);
    renderChecker(30);
    expect(await screen.findByText(MESSAGES.updateTitle)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.updateBody)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.updateAction })).toBeInTheDocument();
    const calls = fetchMock.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 120));
    // Shown once, no more checks, and persistent (no auto close).
    expect(fetchMock.mock.calls.length).toBeLessThanOrEqual(calls + 1);
    expect(screen.getAllByText(MESSAGES.updateTitle)).toHaveLength(1);
  });

  it('checks at start: a different version shows the prompt without waiting for the interval', async () => {
    serveManifests(['1.300.0']);
    renderChecker(24 * 60 * 60 * 1000);
    expect(await screen.findByText(MESSAGES.updateTitle)).toBeInTheDocument();
  });

  it("'Yes, update now!' reloads the page", async () => {
    const reload = vi.fn();
    render(
      <MantineProvider>
        <Notifications />
      </MantineProvider>,
    );
    showUpdatePrompt(reload);
    await userEvent.click(await screen.findByRole('button', { name: MESSAGES.updateAction }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows it at the bottom right', async () => {
    render(
      <MantineProvider>
        <Notifications />
      </MantineProvider>,
    );
    showUpdatePrompt(vi.fn());
    const title = await screen.findByText(MESSAGES.updateTitle);
    expect(title.closest('[data-position="bottom-right"]')).not.toBeNull();
  });
});
