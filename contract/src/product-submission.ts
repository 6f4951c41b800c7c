import { z } from 'zod';
import { VARIANT_COLUMNS } from './catalog-rules';
import { ID_MAX } from './constants';
import { RowId } from './ids';
import { logisticsFields } from './product-logistics';
import { ProductStatus } from './product-review';
import { FILE_URL_PATTERN, PRODUCT_IMAGE_MAX_COUNT } from './uploads';

/**
 * The seller product submission (spec 000 §3, §5): every rule of the AddProduct page, used by the page and by
 * POST /product/save, so the server enforces each one whatever a client sends.
 */

/** Up to 10 integer digits and 4 decimals, no leading zeros (0.5 and 0 are fine, 05 is not). */
export const PRICE_PATTERN = /^(0|[1-9]\d{0,9})(\.\d{1,4})?$/;
/** An integer of up to 10 digits. */
export const PURCHASE_LIMIT_PATTERN = /^\d{1,10}$/;
export const ARTICLE_NUMBER_PATTERN = /^[A-Za-z0-9\-._/]*$/;

/** Compares two decimal strings of PRICE_PATTERN exactly (no float rounding): -1, 0 or 1. */
export function compareDecimal(a: string, b: string): number {
  const [ai = '0', af = ''] = a.split('.');
  const [bi = '0', bf = ''] = b.split('.');
  if (ai.length !== bi.length) return ai.length < bi.length ? -1 : 1;
  const x = ai + af.padEnd(4, '0');
  const y = bi + bf.padEnd(4, '0');
  return x === y ? 0 : x < y ? -1 : 1;
}

const blank = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : v);
const asText = (v: unknown) => (typeof v === 'number' ? String(v) : v);
const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

/** A price: sent as a number or text, kept as exact decimal text. */
export const priceField = z.preprocess(
  (v) => blank(trim(asText(v))),
  z.string({ message: 'required' }).regex(PRICE_PATTERN, { message: 'priceFormat' }),
);
const requiredText = (max: number) =>
  z.preprocess(
    trim,
    z.string({ message: 'required' }).min(1, { message: 'required' }).max(max, { message: 'tooLong' }),
  );
const optionalText = (max: number) =>
  z.preprocess((v) => trim(v ?? ''), z.string().max(max, { message: 'tooLong' }));
const requiredId = z.preprocess(
  blank,
  z.coerce.number({ message: 'required' }).int().positive().max(ID_MAX, { message: 'idRange' }),
);
const optionalId = z.preprocess(blank, RowId.optional());
/** Ids joined by commas ('3,5'), as the spec sends tagId and serveId; kept as a list. */
const idList = z.preprocess(
  (v) =>
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : (v ?? []),
  z.array(RowId).max(50),
);
const fileUrl = z
  .string()
  .max(500, { message: 'tooLong' })
  .regex(FILE_URL_PATTERN, { message: 'fileUrlInvalid' });
const optionalFileUrl = z.preprocess((v) => blank(trim(v)), fileUrl.optional());

/** A carousel or detail picture; a new one has an empty id, a deleted one invalid=1 (spec 000 §4). */
export const ProductImageInput = z.object({
  id: z.preprocess(blank, RowId.optional()),
  imgUrl: fileUrl,
  invalid: z.preprocess(blank, z.coerce.number().int().min(0).max(1).default(0)),
  sort: z.preprocess(blank, z.coerce.number().int().min(0).max(100_000).default(0)),
});
export type ProductImageInput = z.infer<typeof ProductImageInput>;

const imageList = (required: 'bannerRequired' | 'detailRequired', tooMany: 'bannerCount' | 'detailCount') =>
  z
    .array(ProductImageInput)
    .max(500, { message: tooMany })
    .superRefine((list, ctx) => {
      const live = list.filter((i) => i.invalid === 0).length;
      if (live === 0) ctx.addIssue({ code: 'custom', message: required });
      if (live > PRODUCT_IMAGE_MAX_COUNT) ctx.addIssue({ code: 'custom', message: tooMany });
    });

/** A variant row: cols1 its id ('' when new), cols2 its picture, cols3..cols20 its option values. */
export const VariantInput = z
  .object({
    cols1: z.preprocess(blank, RowId.optional()),
    cols2: z.preprocess((v) => blank(trim(v)), fileUrl.optional()),
    price: z.preprocess(blank, priceField.optional()),
    articleNumber: z.preprocess(
      (v) => trim(v ?? ''),
      z
        .string()
        .max(64, { message: 'tooLong' })
        .regex(ARTICLE_NUMBER_PATTERN, { message: 'articleNumberFormat' }),
    ),
    kc: z.preprocess(
      (v) => blank(trim(asText(v))),
      z
        .string({ message: 'required' })
        .regex(/^\d{1,9}$/, { message: 'stockFormat' })
        .transform(Number),
    ),
    xyPrice: priceField,
    manageVip1Money: priceField,
    manageVip2Money: priceField,
    invalid: z.preprocess(blank, z.coerce.number().int().min(0).max(1).default(0)),
  })
  .catchall(z.unknown());
export type VariantInput = z.infer<typeof VariantInput>;

/** The option values of a row in the order of the given columns, trimmed (spaces inside stay). */
export function rowValues(row: Record<string, unknown>, columns: readonly string[]): string[] {
  return columns.map((c) => (row[c] === undefined || row[c] === null ? '' : String(row[c]).trim()));
}

/**
 * A value is one line: 'Light Blue' and 'XL 42' are ordinary values. Spaces separate nothing here (the
 * values are stored as a list, exports quote them), so only tabs and line breaks are refused.
 */
const SPEC_VALUE_BREAK = /[\t\n\r\v\f\u2028\u2029]/;

/** The used attribute columns of a header map, in column order. */
export function usedColumns(specTop: Record<string, string>): string[] {
  return VARIANT_COLUMNS.filter((c) => Object.hasOwn(specTop, c));
}

const productFields = {
  id: optionalId,
  /** Sent by the old client; the server uses the caller's business. */
  businessDetailId: z.unknown().optional(),
  title: requiredText(200),
  shortTitle: requiredText(100),
  /**
   * The brand's name as free text (the spec's field): required unless `brandId` names one of the seller's
   * brands, whose name then replaces it. Older products and API clients keep sending text.
   */
  pp: optionalText(100),
  /** One of the seller's brands (Brand List); the server checks it is the caller's. */
  brandId: optionalId,
  keywords: optionalText(255),
  intro: optionalText(1000),
  categoryId: z.preprocess(
    blank,
    z.coerce.number({ message: 'categoryLevels' }).int().positive().max(ID_MAX, { message: 'idRange' }),
  ),
  category2Id: z.preprocess(
    blank,
    z.coerce.number({ message: 'categoryLevels' }).int().positive().max(ID_MAX, { message: 'idRange' }),
  ),
  category3Id: z.preprocess(
    blank,
    z.coerce.number({ message: 'categoryLevels' }).int().positive().max(ID_MAX, { message: 'idRange' }),
  ),
  productType: requiredId,
  tagId: idList,
  serveId: idList,
  storyId: optionalId,
  underlinedPrice: priceField,
  price: priceField,
  /** The seller's freight price per unit (informational: the buyer's quote is the carrier's, by weight). */
  freightPrice: z.preprocess((v) => blank(trim(asText(v))) ?? '0', priceField),
  ...logisticsFields,
  xgNum: z.preprocess(
    (v) => blank(trim(asText(v))),
    z.string().regex(PURCHASE_LIMIT_PATTERN, { message: 'purchaseLimitFormat' }).optional(),
  ),
  status: z.preprocess(
    blank,
    z.coerce
      .number()
      .refine((s) => s === ProductStatus.offShelf, { message: 'statusOffShelfOnly' })
      .default(2),
  ),
  description: z.preprocess((v) => v ?? '', z.string().max(200_000, { message: 'tooLong' })),
  productUrl: z.preprocess((v) => blank(trim(v)), fileUrl.optional()),
  videoUrl: optionalFileUrl,
  videoPicUrl: optionalFileUrl,
  mallProductDetailBannerList: imageList('bannerRequired', 'bannerCount'),
  mallProductDetailImgsList: imageList('detailRequired', 'detailCount'),
  mallSpecTop: z.preprocess(
    (v) => v ?? {},
    z.record(z.string().max(10), z.preprocess(trim, z.string().max(50, { message: 'tooLong' }))),
  ),
  mallSpecDataList: z.array(VariantInput).max(1000, { message: 'tooLong' }),
};

type Ctx = z.core.$RefinementCtx;
const issue = (ctx: Ctx, message: string, path: (string | number)[]) =>
  ctx.addIssue({ code: 'custom', message, path });

function checkVariants(p: z.infer<z.ZodObject<typeof productFields>>, ctx: Ctx) {
  const columns = usedColumns(p.mallSpecTop);
  for (const key of Object.keys(p.mallSpecTop))
    if (!(VARIANT_COLUMNS as readonly string[]).includes(key))
      issue(ctx, 'specColumnUnknown', ['mallSpecTop', key]);
  for (const c of columns) if (!p.mallSpecTop[c]) issue(ctx, 'specHeaderMissing', ['mallSpecTop', c]);
  const live = p.mallSpecDataList.map((row, index) => ({ row, index })).filter((r) => r.row.invalid === 0);
  if (live.length === 0) issue(ctx, 'specRowRequired', ['mallSpecDataList']);
  const seen = new Set<string>();
  for (const { row, index } of live) {
    const at = (field: string) => ['mallSpecDataList', index, field];
    for (const key of Object.keys(row))
      if (/^cols\d+$/.test(key) && key !== 'cols1' && key !== 'cols2' && !columns.includes(key) && row[key])
        issue(ctx, 'specHeaderMissing', at(key));
    const values = rowValues(row, columns);
    values.forEach((value, i) => {
      const column = columns[i] as string;
      if (!value) issue(ctx, 'specValueMissing', at(column));
      else if (SPEC_VALUE_BREAK.test(value)) issue(ctx, 'specValueLine', at(column));
      else if (value.length > 50) issue(ctx, 'tooLong', at(column));
    });
    if (!row.cols2) issue(ctx, 'variantImageRequired', at('cols2'));
    const sales = row.price ?? p.price;
    if (compareDecimal(row.xyPrice, sales) >= 0) issue(ctx, 'purchaseAboveSales', at('xyPrice'));
    if (row.price && compareDecimal(row.price, p.underlinedPrice) > 0)
      issue(ctx, 'priceAboveUnderlined', at('price'));
    const key = values.join('\u0001');
    if (seen.has(key)) issue(ctx, 'specDuplicate', ['mallSpecDataList', index]);
    seen.add(key);
  }
}

export const ProductSubmission = z.object(productFields).superRefine((p, ctx) => {
  if (!p.productUrl) issue(ctx, 'displayImageRequired', ['productUrl']);
  if (p.brandId === undefined && !p.pp) issue(ctx, 'required', ['pp']);
  if (compareDecimal(p.price, p.underlinedPrice) > 0) issue(ctx, 'priceAboveUnderlined', ['price']);
  if (p.videoUrl && !p.videoPicUrl) issue(ctx, 'videoCoverRequired', ['videoPicUrl']);
  checkVariants(p, ctx);
});
export type ProductSubmission = z.infer<typeof ProductSubmission>;
export type ProductSubmissionInput = z.input<typeof ProductSubmission>;
