import { type DeliveryReport, REPORT_PATHS } from '@sameday/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api';

/** A switch of account invalidates every query, so the key needs no account id. */
export const deliveryReportQueryKey = (from: string, to: string) => ['reports', 'summary', from, to] as const;

/** GET {platform}/quiqdash/reports/summary: how the orders placed from `from` to `to` went. */
export function getDeliveryReport(from: string, to: string, signal?: AbortSignal): Promise<DeliveryReport> {
  return apiRequest<DeliveryReport>('platform', REPORT_PATHS.summary, { query: { from, to }, signal });
}

export function useDeliveryReport(range: { from: string; to: string }) {
  return useQuery(
    queryOptions({
      queryKey: deliveryReportQueryKey(range.from, range.to),
      queryFn: ({ signal }) => getDeliveryReport(range.from, range.to, signal),
      // Another period keeps the last figures on screen, dimmed, until its own arrive.
      placeholderData: keepPreviousData,
    }),
  );
}
