import { randomInt } from 'node:crypto';
import type { StockDocumentQuery } from '@dropmall/contract';
import { and, asc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { type STOCK_DOCUMENT_KINDS, stockDocumentLines, stockDocuments } from '../../db/schema/stock';
import { warehouses } from '../../db/schema/warehouses';
import { conflict, notFound } from '../../http/errors';
import type { MessageRef } from '../../http/language';
import { variantHomes, variantsBySku } from '../catalog/available';
import { ensureBarcodes, variantByBarcode } from './barcodes';
import { stockText } from './texts';

/*
 * What every stock document shares, whatever its kind (merchant stock-in, third-party stock-in and stock-out,
 * counts): its number, the list filters, the draft that takes lines, and the one confirm that books it.
 */

export type DocumentKind = (typeof STOCK_DOCUMENT_KINDS)[number];

/** How a kind names its document when it is not there (404) or no longer a draft (409). */
export interface DraftTexts {
  notFound: MessageRef;
  confirmed: MessageRef;
}

/** A line holds at most this much (a scan that would pass it is refused). */
export const LINE_MAX = 1_000_000;

/** A document number: its kind's prefix, the day and nine random digits (unique index on the number). */
export const documentNumber = (prefix: string) =>
  `${prefix}${new Date().toISOString().slice(0, 10).replaceAll('-', '')}${String(randomInt(0, 1e9)).padStart(9, '0')}`;

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
const ofKind = (businessId: number, id: number, kind: DocumentKind) =>
  and(eq(stockDocuments.id, id), eq(stockDocuments.businessId, businessId), eq(stockDocuments.kind, kind));

/** The business's documents of one kind under a list's filters (state, warehouse, number or remark, days). */
export function listWhere(businessId: number, kind: DocumentKind, q: StockDocumentQuery): SQL | undefined {
  const where: SQL[] = [eq(stockDocuments.businessId, businessId), eq(stockDocuments.kind, kind)];
  if (q.status) where.push(eq(stockDocuments.status, q.status));
  if (q.warehouseId) where.push(eq(stockDocuments.warehouseId, q.warehouseId));
  if (q.keyword) {
    const like = containsPattern(q.keyword);
    where.push(or(ilike(stockDocuments.docNo, like), ilike(stockDocuments.remark, like)) as SQL);
  }
  if (q.startTime) where.push(gte(stockDocuments.createdAt, new Date(`${q.startTime}T00:00:00Z`)));
  if (q.endTime) where.push(lt(stockDocuments.createdAt, nextDay(q.endTime)));
  return and(...where);
}

/** One page of a list: how many match, and the rows of the page (newest first, as `rows` reads them). */
export async function listPage<Row>(
  db: Db,
  where: SQL | undefined,
  q: { current: number; size: number },
  rows: (limit: number, offset: number) => Promise<Row[]>,
) {
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(stockDocuments).where(where);
  const records = await rows(q.size, (q.current - 1) * q.size);
  return { records, total: counted?.n ?? 0, current: q.current, size: q.size };
}

/**
 * Deletes a draft of the business with its lines (nothing of a draft is in the ledger); 404 when not theirs,
 * 409 once confirmed. The draft's row lock orders it against a parallel confirm: one of the two wins.
 */
export async function deleteDraft(
  db: Db,
  businessId: number,
  id: number,
  kind: DocumentKind,
  texts: DraftTexts,
) {
  await db.transaction(async (tx) => {
    await lockDraft(tx, businessId, id, kind, texts);
    await tx.delete(stockDocuments).where(eq(stockDocuments.id, id));
  });
}

/** A draft of the business, locked for a change; 404 when not theirs (or of another kind), 409 when confirmed. */
export async function lockDraft(
  tx: Tx,
  businessId: number,
  id: number,
  kind: DocumentKind,
  texts: DraftTexts,
) {
  const [doc] = await tx
    .select()
    .from(stockDocuments)
    .where(ofKind(businessId, id, kind))
    .for('update');
  if (!doc) throw notFound(texts.notFound);
  if (doc.status !== 'draft') throw conflict(texts.confirmed);
  return doc;
}

/** The variant a scanned code names: the business's barcode, else its SKU (several: 409; none: 404). */
export async function variantOf(tx: Tx, businessId: number, code: string): Promise<number> {
  const byBarcode = await variantByBarcode(tx, businessId, code);
  if (byBarcode !== null) return byBarcode;
  const bySku = await variantsBySku(tx, businessId, code);
  if (bySku.length > 1) throw conflict(stockText.skuAmbiguous, { code });
  const [only] = bySku;
  if (!only) throw notFound(stockText.codeUnknown, { code });
  return only.variantId;
}

/** A scan: adds `quantity` to the draft's line of the variant in the bin (a new line, or more of it). */
export async function addToLine(
  tx: Tx,
  line: { documentId: number; variantId: number; locationId: number; quantity: number },
) {
  const [row] = await tx
    .insert(stockDocumentLines)
    .values(line)
    .onConflictDoUpdate({
      target: [stockDocumentLines.documentId, stockDocumentLines.variantId, stockDocumentLines.locationId],
      set: { quantity: sql`${stockDocumentLines.quantity} + ${line.quantity}` },
      setWhere: sql`${stockDocumentLines.quantity} + ${line.quantity} <= ${LINE_MAX}`,
    })
    .returning({ id: stockDocumentLines.id, quantity: stockDocumentLines.quantity });
  if (!row) throw conflict(stockText.lineTooLarge);
  return row;
}

/**
 * The start of every confirm: the conditional draft -> confirmed update (of two confirms at once, one books
 * and the other hears 409), then the warehouse, share-locked so that deleting it waits for this booking and
 * then sees its stock; a deleted warehouse takes nothing more (409). Runs in the confirm's transaction: a
 * refusal later rolls the document back to a draft.
 */
export async function claimConfirm(
  tx: Tx,
  businessId: number,
  id: number,
  kind: DocumentKind,
  actor: string,
  texts: DraftTexts,
) {
  const [doc] = await tx
    .update(stockDocuments)
    .set({ status: 'confirmed', confirmedAt: new Date(), confirmedBy: actor })
    .where(and(ofKind(businessId, id, kind), eq(stockDocuments.status, 'draft')))
    .returning();
  if (!doc) {
    const [exists] = await tx
      .select({ id: stockDocuments.id })
      .from(stockDocuments)
      .where(ofKind(businessId, id, kind));
    throw exists ? conflict(texts.confirmed) : notFound(texts.notFound);
  }
  const [house] = await tx
    .select({ archivedAt: warehouses.archivedAt })
    .from(warehouses)
    .where(eq(warehouses.id, doc.warehouseId))
    .for('share');
  if (house?.archivedAt) throw conflict(stockText.warehouseArchived);
  return doc;
}

/**
 * A claimed document's lines with their variants, which must be the business's own (else 404); each gets its
 * barcode. In variant and bin order, so two confirms touching the same bins lock them in one order.
 */
export async function linesToBook(tx: Tx, businessId: number, documentId: number) {
  const lines = await tx
    .select()
    .from(stockDocumentLines)
    .where(eq(stockDocumentLines.documentId, documentId))
    .orderBy(asc(stockDocumentLines.variantId), asc(stockDocumentLines.locationId));
  const homes = await variantHomes(
    tx,
    lines.map((l) => l.variantId),
  );
  await ensureBarcodes(tx, homes);
  const byId = new Map(homes.map((h) => [h.variantId, h]));
  return lines.map((line) => {
    const home = byId.get(line.variantId);
    if (home?.businessId !== businessId)
      throw notFound(stockText.codeUnknown, { code: String(line.variantId) });
    return { ...line, home };
  });
}
