/** Where the webhooks screen lives (a settings page). */
export const WEBHOOKS_PATH = '/settings/webhooks';
