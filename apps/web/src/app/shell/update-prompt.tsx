import { Button, Text } from '@mantine/core';
import { APP_VERSION, type Manifest, MESSAGES, VERSION_CHECK_INTERVAL_MS } from '@sameday/contract';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { translateContractText } from '../../shared/i18n/i18n';
import { loadToastLibrary, type ToastLibrary } from '../../shared/ui/toast';

export const UPDATE_PROMPT_ID = 'app-update';

/** GET /manifest.json, past every cache: the version the server runs now. */
export async function fetchManifestVersion(): Promise<string | undefined> {
  const response = await fetch('/manifest.json', { cache: 'no-store' });
  if (!response.ok) return undefined;
  const manifest = (await response.json()) as Partial<Manifest>;
  return typeof manifest.version === 'string' ? manifest.version : undefined;
}

/** The persistent bottom-right prompt of spec §7: the update reloads the page. */
export function showUpdatePrompt(reload: () => void = () => window.location.reload()): void {
  // The toasts' library (and their container, app.tsx) load with the first toast: off the first screen's path.
  loadToastLibrary()
    .then(({ notifications }) => showPrompt(notifications, reload))
    .catch(() => undefined);
}

function showPrompt(notifications: ToastLibrary['notifications'], reload: () => void): void {
  notifications.show({
    id: UPDATE_PROMPT_ID,
    position: 'bottom-right',
    autoClose: false,
    withCloseButton: true,
    withBorder: true,
    color: 'brand',
    icon: <IconRefresh size={18} aria-hidden />,
    title: translateContractText(MESSAGES.updateTitle),
    message: (
      <>
        <Text size="sm" c="dark.6">
          {translateContractText(MESSAGES.updateBody)}
        </Text>
        <Button size="xs" mt="sm" onClick={reload}>
          {translateContractText(MESSAGES.updateAction)}
        </Button>
      </>
    ),
  });
}

export type VersionCheckOptions = {
  /** How often /manifest.json is asked; a test passes a short one. */
  intervalMs?: number;
  runningVersion?: string;
  fetchVersion?: () => Promise<string | undefined>;
  onOutdated?: () => void;
};

/**
 * Compares the served manifest's version with the running one at start and
 * every 24 h (VERSION_CHECK_INTERVAL_MS); a difference shows the update prompt
 * once. A failed check stays quiet and the next one tries again.
 */
export function useVersionCheck({
  intervalMs = VERSION_CHECK_INTERVAL_MS,
  runningVersion = APP_VERSION,
  fetchVersion = fetchManifestVersion,
  onOutdated = showUpdatePrompt,
}: VersionCheckOptions = {}): void {
  useEffect(() => {
    let isShown = false;
    let isStopped = false;
    const check = async () => {
      if (isShown) return;
      try {
        const served = await fetchVersion();
        if (isStopped || !served || served === runningVersion) return;
        isShown = true;
        onOutdated();
      } catch {
        // Offline or a deploy in progress: the next check asks again.
      }
    };
    void check();
    const timer = setInterval(check, intervalMs);
    return () => {
      isStopped = true;
      clearInterval(timer);
    };
  }, [intervalMs, runningVersion, fetchVersion, onOutdated]);
}
