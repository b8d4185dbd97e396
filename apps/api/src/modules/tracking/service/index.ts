export type { MessageProvider } from '../adapters/message-provider';
export { addInstructions, markUnavailable, rate, requestReturn, reschedule } from './actions';
export { createTrackingCodes, type TrackingCodes } from './codes';
export {
  enqueueNotice,
  NOTICE_QUEUE,
  type Notice,
  type NotifyDeps,
  noticeClock,
  noticeOfMove,
  sendNotice,
} from './notify';
export { getTrackingSettings, saveTrackingSettings, trackingLink } from './settings';
export { requireVerification, sendVerificationCode, type VerificationDeps, verifyRecipient } from './verification';
export { type TrackingDeps, trackOrder } from './view';
