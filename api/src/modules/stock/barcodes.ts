import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { variantBarcodes } from '../../db/schema/stock';

/**
 * A generated barcode: 'DM' and the variant id in ten digits, plain ASCII, so Code 128 (set B) prints it and a
 * keyboard-wedge scanner types it back. Variant ids are unique, so generated codes never collide.
 */
export const generatedBarcode = (variantId: number) => `DM${String(variantId).padStart(10, '0')}`;

/** Gives the variants that have none their generated barcode. */
export async function ensureBarcodes(
  tx: Tx,
  variants: { variantId: number; businessId: number }[],
): Promise<void> {
  if (variants.length === 0) return;
  await tx
    .insert(variantBarcodes)
    .values(
      variants.map((v) => ({
        variantId: v.variantId,
        businessId: v.businessId,
        code: generatedBarcode(v.variantId),
      })),
    )
    .onConflictDoNothing();
}

/** The business's variant with this barcode, or null (another business's code is not found). */
export async function variantByBarcode(tx: Tx, businessId: number, code: string): Promise<number | null> {
  const [row] = await tx
    .select({ variantId: variantBarcodes.variantId })
    .from(variantBarcodes)
    .where(and(eq(variantBarcodes.businessId, businessId), eq(variantBarcodes.code, code)));
  return row?.variantId ?? null;
}

/** Barcodes of variants, by variant id. */
export async function barcodesOf(tx: Db | Tx, variantIds: number[]): Promise<Map<number, string>> {
  if (variantIds.length === 0) return new Map();
  const rows = await tx
    .select({ variantId: variantBarcodes.variantId, code: variantBarcodes.code })
    .from(variantBarcodes)
    .where(inArray(variantBarcodes.variantId, variantIds));
  return new Map(rows.map((r) => [r.variantId, r.code]));
}

/** The business's variants with these barcodes, by code (codes of other businesses are simply absent). */
export async function variantsByBarcodes(
  tx: Db | Tx,
  businessId: number,
  codes: string[],
): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await tx
    .select({ variantId: variantBarcodes.variantId, code: variantBarcodes.code })
    .from(variantBarcodes)
    .where(and(eq(variantBarcodes.businessId, businessId), inArray(variantBarcodes.code, codes)));
  return new Map(rows.map((r) => [r.code, r.variantId]));
}
