import type { Messages } from '@lingui/core';

/**
 * The catalogs of the first screen after sign-in (`/`: the shell, the entities, the orders page and
 * the sidebar's team switcher), in one chunk loaded beside its scripts; every other feature's
 * messages come with its own screen (app.ts, docs/decisions/080).
 */
const catalogs = import.meta.glob<Messages>(['./shell.po', './entities.po', './orders.po', './teams.po'], {
  eager: true,
  import: 'messages',
});

export const messages: Messages = Object.assign({}, ...Object.values(catalogs));
