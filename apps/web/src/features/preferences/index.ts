/*
 * The preferences feature (the API's preferences module). The router mounts
 * cut-off-page.tsx (/account/cut-off) directly, lazily; the preferences
 * themselves, read and changed by several screens, are the preferences entity.
 */
export {};
