import { z } from 'zod';
import { OptionalRowId, RowId } from './ids';
import { pageOf } from './page';

/**
 * The Brand List (issue 17, item 6; docs/decisions.md "Brand List and Try-on List"): the brands a business
 * keeps, which its products name. Names are unique per business whatever their case.
 */
export const BRAND_STATES = ['active', 'hidden'] as const;
export type BrandState = (typeof BRAND_STATES)[number];
export const BRAND_NAME_MAX = 60;
export const BRAND_DESCRIPTION_MAX = 500;
export const BRAND_WEBSITE_MAX = 200;

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
/** The logo: one of our stored files (an upload of the business, checked by the server). */
const LOGO_PATTERN = /^(\/uploads\/|https?:\/\/)[^\s"'<>\\]+$/;
const WEBSITE_PATTERN = /^https?:\/\/[^\s"'<>\\]+$/i;

export const BrandSave = z.object({
  /** Absent: a new brand. */
  id: OptionalRowId,
  name: z.preprocess(
    (v) => trimmed(v) ?? '',
    z
      .string({ message: 'brandName' })
      .min(1, { message: 'brandName' })
      .max(BRAND_NAME_MAX, { message: 'brandName' }),
  ),
  logoUrl: z.preprocess(
    (v) => trimmed(v) ?? '',
    z
      .string()
      .max(500, { message: 'brandLogo' })
      .refine((v) => v === '' || LOGO_PATTERN.test(v), { message: 'brandLogo' }),
  ),
  description: z.preprocess(
    (v) => trimmed(v) ?? '',
    z.string().max(BRAND_DESCRIPTION_MAX, { message: 'brandDescription' }),
  ),
  website: z.preprocess(
    (v) => trimmed(v) ?? '',
    z
      .string()
      .max(BRAND_WEBSITE_MAX, { message: 'brandWebsite' })
      .refine((v) => v === '' || WEBSITE_PATTERN.test(v), { message: 'brandWebsite' }),
  ),
});
export type BrandSave = z.infer<typeof BrandSave>;
export type BrandSaveInput = z.input<typeof BrandSave>;
export const BrandSaved = z.object({ id: z.number() });
export type BrandSaved = z.infer<typeof BrandSaved>;

export const BrandListQuery = z.object({
  state: z.preprocess(blank, z.enum(BRAND_STATES).optional()),
  /** Part of the name, any case. */
  name: z.preprocess((v) => blank(trimmed(v)), z.string().max(BRAND_NAME_MAX).optional()),
  current: z.preprocess(blank, z.coerce.number().int().min(1).max(100_000).default(1)),
  size: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(20)),
});
export type BrandListQuery = z.infer<typeof BrandListQuery>;

export const BrandView = z.object({
  id: z.number(),
  name: z.string(),
  logoUrl: z.string(),
  description: z.string(),
  website: z.string(),
  state: z.enum(BRAND_STATES),
  /** How many of the business's products name it (a brand in use cannot be deleted). */
  productCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BrandView = z.infer<typeof BrandView>;
export const BrandPage = pageOf(BrandView);
export type BrandPage = z.infer<typeof BrandPage>;

/** What the product form offers: every brand of the business (hidden ones only for a product that has one). */
export const BrandOption = z.object({ id: z.number(), name: z.string(), state: z.enum(BRAND_STATES) });
export type BrandOption = z.infer<typeof BrandOption>;

export const BrandIdRequest = z.object({ id: RowId });
export const BrandStateRequest = z.object({ id: RowId, state: z.enum(BRAND_STATES) });
export type BrandStateRequest = z.infer<typeof BrandStateRequest>;
