import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * The screenshots a journey takes of what it shows, for a person to look at: written only when
 * E2E_SHOTS_DIR names a folder (into a folder of the journey's name there), never in a run where
 * nobody reads them, such as CI's: a full-page capture costs the browser's time.
 */
export function journeyShots(journey: string) {
  const root = process.env.E2E_SHOTS_DIR;
  const folder = root ? path.join(root, journey) : undefined;
  return {
    isOn: folder !== undefined,
    async take(page: Page, file: string, options: { fullPage?: boolean } = {}) {
      if (!folder) return;
      mkdirSync(folder, { recursive: true });
      await page.screenshot({ path: path.join(folder, file), ...options });
    },
  };
}
