import { REPORT_MAX_DAYS } from '@dropmall/contract';
import { badRequest } from '../../http/errors';
import { reportText as text } from './texts';

const DAY_MS = 86_400_000;

/** Days since 1970 of a 'YYYY-MM-DD' that is a real calendar date, else null ('2026-02-30' is not). */
function dayNumber(value: string): number | null {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null;
  return ms / DAY_MS;
}

export interface DayRange {
  start: string;
  end: string;
  /** Every day of the range in order, both ends included. */
  days: string[];
}

/** A dashboard range: real dates, end not before start, at most REPORT_MAX_DAYS days (400 otherwise). */
export function dayRange(startTime: string, endTime: string): DayRange {
  const start = dayNumber(startTime);
  if (start === null) throw badRequest(text.badDate, { field: 'startTime', value: startTime });
  const end = dayNumber(endTime);
  if (end === null) throw badRequest(text.badDate, { field: 'endTime', value: endTime });
  if (end < start) throw badRequest(text.endBeforeStart, { start: startTime, end: endTime });
  const count = end - start + 1;
  if (count > REPORT_MAX_DAYS) throw badRequest(text.rangeTooLong, { days: count, max: REPORT_MAX_DAYS });
  const days = Array.from({ length: count }, (_, i) =>
    new Date((start + i) * DAY_MS).toISOString().slice(0, 10),
  );
  return { start: startTime, end: endTime, days };
}
