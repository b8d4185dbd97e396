export {
  connectLive,
  type LiveClient,
  type LiveClientOptions,
  type LiveCredentials,
  type LiveStatus,
  socketUrl,
} from './live-client';
export { LIVE_FALLBACK_MS, setLiveStatus, useLiveFallbackInterval } from './live-status';
