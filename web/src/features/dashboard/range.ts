import { REPORT_MAX_DAYS } from '@dropmall/contract';
import dayjs, { type Dayjs } from 'dayjs';
import type { DayRange } from './api';

export const DEFAULT_DAYS = 30;

/** The last DEFAULT_DAYS days, today included. */
export function defaultRange(today: Dayjs = dayjs()): [Dayjs, Dayjs] {
  return [today.subtract(DEFAULT_DAYS - 1, 'day').startOf('day'), today.startOf('day')];
}

export type RangeProblem = 'endBeforeStart' | 'tooLong' | null;

/** What is wrong with a picked range, before any call: the server refuses the same (400). */
export function rangeProblem(start: Dayjs, end: Dayjs): RangeProblem {
  if (end.isBefore(start, 'day')) return 'endBeforeStart';
  if (end.diff(start, 'day') + 1 > REPORT_MAX_DAYS) return 'tooLong';
  return null;
}

export const toDayRange = (start: Dayjs, end: Dayjs): DayRange => ({
  startTime: start.format('YYYY-MM-DD'),
  endTime: end.format('YYYY-MM-DD'),
});

/** A chart label: the day without its year (spec 001 §9), '2026-03-01' -> '03-01'. */
export const dayLabel = (day: string) => day.slice(5);
