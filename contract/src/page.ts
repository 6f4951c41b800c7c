import { z } from 'zod';

/** One page of a list, as every paged call answers it. */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ records: z.array(row), total: z.number(), current: z.number(), size: z.number() });

/** The type of `pageOf(row)`'s answer, for a row type. */
export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

/** A page request with no filters (numbers may arrive as form text). */
export const PageRequest = z.object({
  current: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
