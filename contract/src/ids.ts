import { z } from 'zod';
import { ID_MAX } from './constants';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A row id: a JSON number or the text of a form or query field ('7'). */
export const RowId = z.coerce
  .number()
  .int({ message: 'idRange' })
  .positive({ message: 'idRange' })
  .max(ID_MAX, { message: 'idRange' });

/** A required row id from a form or query field: '' reads as missing. */
export const FormRowId = z.preprocess(blank, RowId);

/** An optional row id from a form or query field: '' and null read as not given. */
export const OptionalRowId = z.preprocess(blank, RowId.optional());

/** A parent id where 0 means the top level (regions). */
export const ParentRowId = z.coerce
  .number()
  .int({ message: 'idRange' })
  .min(0, { message: 'idRange' })
  .max(ID_MAX, { message: 'idRange' });
