// Plain constants, no schema library: the entry screens send the header.
import { textWriter } from '../sentences';

/**
 * The version header of the user calls (platform spec §7: GET /courier/user, /partner/user
 * and /me "all with a version header"). The web sends the platform API version it speaks
 * (`platformApiVersion` of /env.json); the server answers with the version it served and
 * refuses one it does not know (docs/decisions/022).
 */
export const USER_VERSION_HEADER = 'x-api-version';
export const USER_API_VERSIONS = ['v1'] as const;
export const CURRENT_USER_API_VERSION = 'v1';
/** The refusal of a version the server does not know, in English as the API answers it; the dashboard shows it in Arabic. */
export const USER_VERSION_SENTENCES = {
  notSupported: 'API version {version} is not supported. Refresh the page to get the current dashboard.',
} as const;
const userVersionText = textWriter('userVersion', USER_VERSION_SENTENCES);
/** The refusal by id beside its English (decision 053). */
export const userVersionRefusal = (version: string) => userVersionText('notSupported', { version });
export const userVersionNotSupported = (version: string) => userVersionRefusal(version).message;
