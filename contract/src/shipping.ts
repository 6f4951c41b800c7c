import { z } from 'zod';
import { ParentRowId } from './ids';

/** Countries and regions (spec 001 §7 /base/*). Only '' counts as absent here. */
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const CountryQuery = z.object({
  dicKey: z.literal('countries'),
  size: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(300).default(300)),
});

export const CountryPage = z.object({
  records: z.array(z.object({ id: z.number(), dicValue: z.string(), code: z.string() })),
  total: z.number(),
});
export type CountryPage = z.infer<typeof CountryPage>;
export type Country = CountryPage['records'][number];

export const RegionQuery = z.object({ pid: z.preprocess(blankToUndefined, ParentRowId) });

export const Region = z.object({ id: z.number(), name: z.string() });
export type Region = z.infer<typeof Region>;
