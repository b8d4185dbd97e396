import { DEVELOPERS_ROUTE } from '@sameday/contract';

/** Settings → Developers: the account's API clients. */
export const DEVELOPERS_PATH = DEVELOPERS_ROUTE;
