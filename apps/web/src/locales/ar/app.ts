import type { Messages } from '@lingui/core';

/**
 * Every other feature's catalog in this language, in one chunk: loaded with the signed-in screens
 * but the first one (the entry catalog loads with /login, the first screen's with `/`: first-screen.ts;
 * the courier app loads its own).
 */
const catalogs = import.meta.glob<Messages>(
  ['./*.po', '!./entry.po', '!./courier.po', '!./shell.po', '!./entities.po', '!./orders.po', '!./teams.po'],
  { eager: true, import: 'messages' },
);

export const messages: Messages = Object.assign({}, ...Object.values(catalogs));
