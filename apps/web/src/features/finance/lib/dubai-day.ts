import { dubaiClock } from '@sameday/contract';
import { dayText } from './labels';

/** The day an instant falls on in Dubai, as the finance screens write days. */
export const dubaiDay = (iso: string) => dayText(dubaiClock(new Date(iso)).date);
