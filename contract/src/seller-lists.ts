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
export const SellerListEntry = z.object({
  id: z.number(),
  nameEn: z.string(),
  nameZh: z.string(),
  contentEn: z.string(),
  contentZh: z.string(),
  sort: z.number(),
  usedBy: z.number(),
});
export type SellerListEntry = z.infer<typeof SellerListEntry>;

/** The lists a seller picks from, in the caller's language. */
export const NamedEntry = z.object({ id: z.number(), name: z.string() });
export type NamedEntry = z.infer<typeof NamedEntry>;
export const TitledEntry = z.object({ id: z.number(), title: z.string() });
export type TitledEntry = z.infer<typeof TitledEntry>;
export const StoryEntry = z.object({ id: z.number(), title: z.string(), content: z.string() });
export type StoryEntry = z.infer<typeof StoryEntry>;
