import { API_BASES } from '@sameday/contract';

/** Where the authorisation server is mounted: every one of its paths starts here. */
export const OAUTH_MOUNT = `${API_BASES.platform}/oauth`;
