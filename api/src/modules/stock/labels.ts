import {
  type DocumentLabelsQuery,
  type Language,
  type ProductBarcode,
  STOCK_LABELS_MAX,
  type VariantLabelsRequest,
} from '@dropmall/contract';
import { and, eq } from 'drizzle-orm';
import type { CjkFont } from '../../adapters/pdf/fonts';
import type { Db } from '../../db/client';
import { stockDocuments } from '../../db/schema/stock';
import { badRequest, conflict, notFound } from '../../http/errors';
import { liveVariantsOf, type VariantHome, variantHomes } from '../catalog/available';
import { barcodesOf, ensureBarcodes } from './barcodes';
import { linesOfDocuments } from './document-lines';
import { labelText } from './file-texts';
import { type Label, renderLabels } from './label-pdf';
import { stockText } from './texts';

/** What a label prints of a variant: its short title (else the title) and its attributes. */
const labelOf = (code: string, v: { title: string; shortTitle: string; options: string[] }): Label => ({
  code,
  title: v.shortTitle || v.title,
  attributes: v.options.join(' / '),
});

/** At most STOCK_LABELS_MAX labels a file, else a 400 saying how many were asked. */
function checkCount(count: number) {
  if (count > STOCK_LABELS_MAX) throw badRequest(labelText.tooMany, { max: STOCK_LABELS_MAX, count });
}

/** The variants' barcodes, generated first for any that has none yet. */
async function barcodesFor(db: Db, homes: VariantHome[]): Promise<Map<number, string>> {
  await db.transaction((tx) => ensureBarcodes(tx, homes));
  return barcodesOf(
    db,
    homes.map((h) => h.variantId),
  );
}

/**
 * Barcode labels (PDF) of the business's own variants: a stock-in document's lines (one label a piece, or
 * one a line) and chosen variants with a number of copies each. Another business's document, variant or
 * product is 404, as if it did not exist.
 */
export class StockLabels {
  constructor(
    private readonly db: Db,
    private readonly cjk: CjkFont | null,
  ) {}

  async document(businessId: number, q: DocumentLabelsQuery, lang: Language) {
    const [doc] = await this.db
      .select({ id: stockDocuments.id, docNo: stockDocuments.docNo })
      .from(stockDocuments)
      .where(
        and(
          eq(stockDocuments.id, q.id),
          eq(stockDocuments.businessId, businessId),
          // the call is guarded by the merchant stock-in page: a third-party document is not found here
          eq(stockDocuments.kind, 'merchant_in'),
        ),
      );
    if (!doc) throw notFound(stockText.documentNotFound);
    const lines = await linesOfDocuments(this.db, [doc]);
    if (lines.length === 0) throw conflict(labelText.nothing);
    checkCount(q.per === 'unit' ? lines.reduce((n, l) => n + l.quantity, 0) : lines.length);
    const homes = await variantHomes(
      this.db,
      lines.map((l) => l.variantId),
    );
    const codes = await barcodesFor(this.db, homes);
    const labels = lines.flatMap((l) => {
      const label = labelOf(codes.get(l.variantId) ?? l.barcode, l);
      return Array.from({ length: q.per === 'unit' ? l.quantity : 1 }, () => label);
    });
    return { docNo: doc.docNo, file: await renderLabels({ labels, layout: q.layout, lang, cjk: this.cjk }) };
  }

  async variants(businessId: number, q: VariantLabelsRequest, lang: Language) {
    checkCount(q.items.reduce((n, i) => n + i.copies, 0));
    const homes = new Map(
      (
        await variantHomes(
          this.db,
          q.items.map((i) => i.variantId),
        )
      ).map((h) => [h.variantId, h]),
    );
    const mine = q.items.map((i) => homes.get(i.variantId));
    if (mine.some((h) => h?.businessId !== businessId)) throw notFound(labelText.variantNotFound);
    const codes = await barcodesFor(this.db, [...homes.values()]);
    const labels = q.items.flatMap((i) => {
      const home = homes.get(i.variantId);
      if (!home) return [];
      const label = labelOf(codes.get(i.variantId) ?? '', home);
      return Array.from({ length: i.copies }, () => label);
    });
    return renderLabels({ labels, layout: q.layout, lang, cjk: this.cjk });
  }

  /** A product's live variants with their barcodes: what the label dialog offers. */
  async productBarcodes(businessId: number, productId: number): Promise<ProductBarcode[]> {
    const variants = await liveVariantsOf(this.db, productId);
    if (variants.length === 0 || variants[0]?.businessId !== businessId)
      throw notFound(labelText.productNotFound);
    const codes = await barcodesFor(this.db, variants);
    return variants.map((v) => ({
      variantId: v.variantId,
      barcode: codes.get(v.variantId) ?? '',
      sku: v.sku,
      title: v.shortTitle || v.title,
      options: v.options,
    }));
  }
}
