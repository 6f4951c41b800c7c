import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatTimeCompact } from './time';

describe('formatTimeCompact', () => {
  it('writes a server time in the reader zone as dayjs did', () => {
    for (const iso of ['2026-11-22T14:05:09.000Z', '2026-01-02T00:00:00Z', '2026-12-31T23:59:59.999Z']) {
      expect(formatTimeCompact(iso)).toBe(dayjs(iso).format('YYYY-MM-DD HH:mm'));
    }
    expect(formatTimeCompact('2026-11-22T14:05:09.000Z')).toMatch(/^2026-11-2[23] \d\d:\d5$/);
  });

  it('says "-" without a time', () => {
    expect(formatTimeCompact(null)).toBe('-');
    expect(formatTimeCompact('')).toBe('-');
  });
});
