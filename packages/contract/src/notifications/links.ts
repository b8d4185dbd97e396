/** A space, a control character or a backslash: what hides a scheme or turns a path into a host. */
const hasHidingCharacter = (url: string) =>
  /[\s\\]/.test(url) || [...url].some((character) => character.charCodeAt(0) < 0x20 || character === '\u007f');

/**
 * Whether a notification link may be shown as a link: an https:// address with a host, or a
 * path of the dashboard (one leading `/`, not `//`, which browsers read as another host).
 * Nothing else: no javascript:, data: or http:, no space, control character or backslash
 * anywhere. The API refuses any other link and the dashboard never renders one.
 */
export function isSafeLinkUrl(url: string): boolean {
  if (hasHidingCharacter(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//');
  if (!/^https:\/\/[^/]/i.test(url)) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname !== '' && parsed.username === '' && parsed.password === '';
  } catch {
    return false;
  }
}
