import type { Messages } from '@lingui/core';

/**
 * Every feature's catalog in this language, in one chunk: loaded with the signed-in screens
 * (the entry catalog loads with /login).
 */
const catalogs = import.meta.glob<Messages>(['./*.po', '!./entry.po'], { eager: true, import: 'messages' });

export const messages: Messages = Object.assign({}, ...Object.values(catalogs));
