/** Mantine's modal close button is an icon alone: it needs a name (axe: button-name). */
export const CLOSE_BUTTON = { 'aria-label': 'Close' };
