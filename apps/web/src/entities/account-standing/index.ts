/*
 * The account's standing with the invoicer (GET {invoicer}/user-config): whether it may place
 * orders and why not, read by the screens that place orders and the shell's banner.
 */
export {
  ACCOUNT_STANDING_KEY,
  accountStandingQueryOptions,
  type OrderPlacementBlock,
  useOrderPlacementBlock,
} from './api/account-standing-query';
export { PlacementBlockedAlert } from './placement-blocked-alert';
