import { dayLabel, dubaiClock } from '@sameday/contract';

/** The day an instant falls on in Dubai, as the finance screens write days. */
export const dubaiDay = (iso: string) => dayLabel(dubaiClock(new Date(iso)).date);
