import { z } from 'zod';
import { RowId } from './ids';

/**
 * The lists a seller picks from on AddProduct that operators keep (our design): product types, service
 * promises and brand stories. Each entry has its name in both languages; a story also has a text.
 */
export const SELLER_LIST_KINDS = ['productTypes', 'services', 'stories'] as const;
export type SellerListKind = (typeof SELLER_LIST_KINDS)[number];

const text = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string().min(1, { message: 'required' }).max(max, { message: 'tooLong' }),
  );
const longText = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
  z.string().max(2000, { message: 'tooLong' }),
);

export const SellerListKindQuery = z.object({ kind: z.enum(SELLER_LIST_KINDS) });

export const SellerListEntryInput = z.object({
  kind: z.enum(SELLER_LIST_KINDS),
  // Entry ids are 4-byte serials.
  id: RowId.optional(),
  nameEn: text(100),
  nameZh: text(100),
  contentEn: longText,
  contentZh: longText,
  sort: z.coerce.number().int().min(0).max(9999).default(0),
});
export type SellerListEntryInput = z.infer<typeof SellerListEntryInput>;

export const SellerListEntryRef = z.object({
  kind: z.enum(SELLER_LIST_KINDS),
  id: RowId,
});

/** An entry as operators manage it; `usedBy` counts the products that name it (it cannot go while used). */
export interface SellerListEntry {
  id: number;
  nameEn: string;
  nameZh: string;
  contentEn: string;
  contentZh: string;
  sort: number;
  usedBy: number;
}
