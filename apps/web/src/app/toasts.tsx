import '@mantine/notifications/styles.css';
import { useDirection } from '@mantine/core';
import { Notifications, type NotificationsProps } from '@mantine/notifications';
import { useIsPhone } from '../shared/hooks/use-is-phone';
import { TOAST_LIMIT } from '../shared/ui/toast';
import classes from './toasts.module.css';

export { TOAST_LIMIT };

const DESKTOP_WIDTH_PX = 380;

/**
 * Where toasts appear (their durations are the spec's: 12 s, the session info
 * 2 s, the update prompt until answered). Never at the top, where the phone
 * header, the menu's first entries, the page titles and the order drawer's
 * title, close button and actions are: on a wide screen in the bottom corner
 * at the end of the line, where the spec puts the update prompt (bottom-right;
 * in Arabic, read from the right, mirrored to bottom-left); on a phone at the
 * bottom, across the screen. Both stand above the bulk actions bar (toasts.module.css).
 */
export function toastPlacement(
  isPhone: boolean,
  dir: 'ltr' | 'rtl' = 'ltr',
): Pick<NotificationsProps, 'position' | 'containerWidth'> {
  if (isPhone) return { position: 'bottom-center', containerWidth: '100%' };
  return { position: dir === 'rtl' ? 'bottom-left' : 'bottom-right', containerWidth: DESKTOP_WIDTH_PX };
}

export function AppToasts() {
  const isPhone = useIsPhone();
  const { dir } = useDirection();
  return (
    <Notifications {...toastPlacement(isPhone, dir)} limit={TOAST_LIMIT} zIndex={4000} className={classes.toasts} />
  );
}
