import type { RuntimeConfig } from '@sameday/contract';
import { track } from '../../shared/analytics';

function addScript(id: string, src: string): void {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.src = src;
  script.async = true;
  document.head.append(script);
}

/**
 * The support widget and the tag manager, each only when /env.json names it
 * (supportWidgetUrl, tagManagerId): nothing third-party loads otherwise.
 */
export function loadExternalScripts(config: Pick<RuntimeConfig, 'supportWidgetUrl' | 'tagManagerId'>): void {
  if (config.tagManagerId) {
    track({ event: 'gtm.js', 'gtm.start': Date.now() });
    addScript(
      'sameday-tag-manager',
      `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(config.tagManagerId)}`,
    );
  }
  if (config.supportWidgetUrl) addScript('sameday-support-widget', config.supportWidgetUrl);
}
