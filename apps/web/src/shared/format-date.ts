import { DATE_FORMATS, formatInDubai } from './date-formats';

/** '19/03/2026' in the UAE's time zone: a record's date in the spec's dd/MM/yyyy (shared/date-formats). */
export function formatDate(iso: string): string {
  return formatInDubai(iso, DATE_FORMATS.date);
}
