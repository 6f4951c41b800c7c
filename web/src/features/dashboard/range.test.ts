import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dayLabel, defaultRange, rangeProblem, toDayRange } from './range';
import { throttle } from './throttle';

describe('dashboard range', () => {
  it('defaults to the last 30 days, today included', () => {
    const [start, end] = defaultRange(dayjs('2026-03-31T15:00:00'));
    expect(toDayRange(start, end)).toEqual({ startTime: '2026-03-02', endTime: '2026-03-31' });
  });

  it('refuses an end before the start and more than 366 days', () => {
    expect(rangeProblem(dayjs('2026-03-10'), dayjs('2026-03-01'))).toBe('endBeforeStart');
    expect(rangeProblem(dayjs('2016-01-01'), dayjs('2025-12-31'))).toBe('tooLong');
    expect(rangeProblem(dayjs('2025-01-01'), dayjs('2026-01-01'))).toBeNull();
    expect(rangeProblem(dayjs('2025-01-01'), dayjs('2026-01-02'))).toBe('tooLong');
  });

  it('labels days without the year', () => {
    expect(dayLabel('2026-03-01')).toBe('03-01');
  });

  it('throttles resizes to one per 400 ms, with a last call at the end', async () => {
    let calls = 0;
    const t = throttle(() => calls++, 50);
    for (let i = 0; i < 10; i++) t.run();
    expect(calls).toBe(1);
    await new Promise((r) => setTimeout(r, 80));
    expect(calls).toBe(2);
  });
});
