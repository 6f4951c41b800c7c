import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stockBalances, stockDocumentLines, stockDocuments, stockLocations } from '../../db/schema/stock';
import { variantHomes } from '../catalog/available';
import { barcodesOf } from './barcodes';

/** A line of a listed document as its file writes it (a stock-in's or a count's). */
export interface FileLine {
  docNo: string;
  variantId: number;
  barcode: string;
  sku: string;
  title: string;
  shortTitle: string;
  options: string[];
  locationCode: string;
  /** The stock-in's quantity, or the counted one. */
  quantity: number;
  /** A count's book: on hand when it was confirmed, or now for a draft. */
  book: number;
}

/** The most lines a file lists (the documents' first ones). */
export const FILE_LINES_MAX = 50_000;
const CHUNK = 2_000;

/**
 * The lines of documents already read for the caller (their list's page), in the documents' order, then as
 * entered; with barcode, SKU, product and location. Read in chunks, so a file of 10,000 documents stays a
 * handful of statements.
 */
export async function linesOfDocuments(
  db: Db,
  docs: { id: number; docNo: string }[],
  max = FILE_LINES_MAX,
): Promise<FileLine[]> {
  const lines: Omit<FileLine, 'barcode' | 'sku' | 'title' | 'shortTitle' | 'options'>[] = [];
  for (let i = 0; i < docs.length && lines.length < max; i += CHUNK) {
    const chunk = docs.slice(i, i + CHUNK);
    const number = new Map(chunk.map((d, at) => [d.id, { docNo: d.docNo, at }]));
    const rows = await db
      .select({
        documentId: stockDocumentLines.documentId,
        variantId: stockDocumentLines.variantId,
        locationCode: sql<string>`coalesce(${stockLocations.code}, '')`,
        quantity: stockDocumentLines.quantity,
        book: sql<number>`coalesce(${stockDocumentLines.bookQuantity}, ${stockBalances.onHand}, 0)::int`,
      })
      .from(stockDocumentLines)
      .innerJoin(stockDocuments, eq(stockDocuments.id, stockDocumentLines.documentId))
      .leftJoin(stockLocations, eq(stockLocations.id, stockDocumentLines.locationId))
      .leftJoin(
        stockBalances,
        and(
          eq(stockBalances.variantId, stockDocumentLines.variantId),
          eq(stockBalances.warehouseId, stockDocuments.warehouseId),
          eq(stockBalances.locationId, stockDocumentLines.locationId),
        ),
      )
      .where(
        inArray(
          stockDocumentLines.documentId,
          chunk.map((d) => d.id),
        ),
      )
      .orderBy(asc(stockDocumentLines.id))
      // Never more than the file still takes: drafts can hold many lines each.
      .limit(max - lines.length);
    rows.sort((a, b) => (number.get(a.documentId)?.at ?? 0) - (number.get(b.documentId)?.at ?? 0));
    for (const r of rows) lines.push({ ...r, docNo: number.get(r.documentId)?.docNo ?? '' });
  }
  const kept = lines.slice(0, max);
  const ids = [...new Set(kept.map((l) => l.variantId))];
  const homes = new Map<number, Awaited<ReturnType<typeof variantHomes>>[number]>();
  const codes = new Map<number, string>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const part = ids.slice(i, i + CHUNK);
    for (const h of await variantHomes(db, part)) homes.set(h.variantId, h);
    for (const [id, code] of await barcodesOf(db, part)) codes.set(id, code);
  }
  return kept.map((l) => {
    const home = homes.get(l.variantId);
    return {
      ...l,
      barcode: codes.get(l.variantId) ?? '',
      sku: home?.sku ?? '',
      title: home?.title ?? '',
      shortTitle: home?.shortTitle ?? '',
      options: home?.options ?? [],
    };
  });
}
