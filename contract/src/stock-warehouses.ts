import { z } from 'zod';
import { FormRowId, OptionalRowId } from './ids';
import { SavedId } from './office';

/**
 * A business's own third-party warehouses (issue 17), set under My Profile: name, country, address and
 * contact; once saved they are warehouses of the stock pages (stock-in, third-party stock-in and stock-out,
 * counts, locations). Deleting one archives it (it must be empty).
 */
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const text = (max: number, message: string, min = 0) =>
  z.preprocess((v) => trimmed(v) ?? '', z.string({ message }).min(min, { message }).max(max, { message }));

export const OwnWarehouseSave = z.object({
  /** Absent: a new warehouse. */
  id: OptionalRowId,
  name: text(60, 'stockWarehouseName', 1),
  country: text(60, 'stockWarehouseCountry', 2),
  address: text(300, 'stockWarehouseAddress', 1),
  contact: text(60, 'tooLong'),
  phone: z.preprocess(
    (v) => trimmed(v) ?? '',
    z.string().regex(/^[0-9+()\- ]{0,30}$/, { message: 'stockWarehousePhone' }),
  ),
});
export type OwnWarehouseSave = z.infer<typeof OwnWarehouseSave>;
/** The saved warehouse's id (the office's usual answer to a save). */
export const OwnWarehouseSaved = SavedId;
export type OwnWarehouseSaved = z.infer<typeof OwnWarehouseSaved>;

/** Deletes (archives) one of the business's own warehouses; it must hold no stock. */
export const OwnWarehouseDelete = z.object({ id: FormRowId });
