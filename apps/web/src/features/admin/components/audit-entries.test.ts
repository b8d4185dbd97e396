import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../shared/date-formats';
import { changesOf } from './audit-entries';

describe('an audit entry’s change', () => {
  it('says a time it holds (an invoice paid) in the console’s date format, not as the API writes it', () => {
    const paidAt = '2026-11-29T09:05:22.225Z';
    const [change] = changesOf({ paidAt: null }, { paidAt });
    expect(change?.before).toBe('–');
    expect(change?.after).toBe(formatDateTime(paidAt));
    expect(change?.after).not.toContain('T09:05');
  });

  it('keeps other words as they are', () => {
    expect(changesOf({ note: 'late' }, { note: '2026-11-29 was the day' })[0]?.after).toBe('2026-11-29 was the day');
  });
});
