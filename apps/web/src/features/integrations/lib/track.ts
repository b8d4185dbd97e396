import type { IntegrationPlatform } from '@sameday/contract';
import { track } from '../../../shared/analytics';

export type IntegrationsAction =
  | 'connect started'
  | 'shop connected'
  | 'import rules saved'
  | 'import started'
  | 'fix and import'
  | 'disconnected';

/** One event of the analytics category 'integrations'. */
export function trackIntegrations(action: IntegrationsAction, platform: IntegrationPlatform): void {
  track({ event: 'integrations', category: 'integrations', action, platform });
}
