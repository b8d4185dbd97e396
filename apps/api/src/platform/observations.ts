/**
 * What the domain counts for the metrics, as plain numbers of this process: the code that counts
 * loads nothing, and /metrics (platform/metrics.ts, loaded only when METRICS_TOKEN is set) reads
 * them at each scrape. Like every Prometheus counter they start at 0 with the process.
 */
export const processCounts = {
  /** Attempts at webhook deliveries: accepted by the endpoint (a 2xx answer) or not. */
  webhookAttempts: { succeeded: 0, failed: 0 },
};
