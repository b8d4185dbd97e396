import { Notifications, type NotificationsProps } from '@mantine/notifications';
import { useIsPhone } from '../shared/hooks/use-is-phone';
import classes from './toasts.module.css';

/** At most this many toasts at once in a corner; later ones wait their turn. */
export const TOAST_LIMIT = 3;
const DESKTOP_WIDTH_PX = 380;

/**
 * Where toasts appear (their durations are the spec's: 12 s, the session info
 * 2 s, the update prompt until answered). On a wide screen: the bottom-right
 * corner, where the spec puts the update prompt, away from the page titles and
 * the order drawer's title and close button at the top. On a phone: the top,
 * just below the phone header, whose controls stay free.
 */
export function toastPlacement(isPhone: boolean): Pick<NotificationsProps, 'position' | 'containerWidth'> {
  return isPhone
    ? { position: 'top-center', containerWidth: '100%' }
    : { position: 'bottom-right', containerWidth: DESKTOP_WIDTH_PX };
}

export function AppToasts() {
  const isPhone = useIsPhone();
  return <Notifications {...toastPlacement(isPhone)} limit={TOAST_LIMIT} zIndex={4000} className={classes.toasts} />;
}
