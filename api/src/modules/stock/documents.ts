import type {
  StockDocumentDetail,
  StockDocumentLine,
  StockDocumentQuery,
  StockDocumentRow,
} from '@dropmall/contract';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { stockBalances, stockDocumentLines, stockDocuments, stockLocations } from '../../db/schema/stock';
import { warehouses } from '../../db/schema/warehouses';
import { badRequest, conflict, notFound } from '../../http/errors';
import { variantHomes } from '../catalog/available';
import { barcodesOf } from './barcodes';
import {
  addToLine,
  claimConfirm,
  deleteDraft,
  documentNumber,
  linesToBook,
  listPage,
  listWhere,
  lockDraft,
  variantOf,
} from './drafts';
import { book } from './ledger';
import { checkLocation, locationLabel, usableWarehouse } from './places';
import { stockText } from './texts';

type Lang = 'en' | 'zh';

/** What tells the kinds of stock document with lines to book apart. */
export interface DocumentRules {
  /** The document's kind, and the ledger kind its lines book. */
  kind: 'merchant_in' | 'third_party_in' | 'third_party_out';
  /** The number's prefix. */
  prefix: string;
  /** Only the business's own (third-party) warehouses; a platform warehouse is refused. */
  ownWarehouses: boolean;
  /** +1 books into stock; -1 takes out of it, never beyond what is available (on hand - reserved). */
  direction: 1 | -1;
}

export const MERCHANT_IN: DocumentRules = {
  kind: 'merchant_in',
  prefix: 'SI',
  ownWarehouses: false,
  direction: 1,
};
export const THIRD_PARTY_IN: DocumentRules = {
  kind: 'third_party_in',
  prefix: 'TI',
  ownWarehouses: true,
  direction: 1,
};
export const THIRD_PARTY_OUT: DocumentRules = {
  kind: 'third_party_out',
  prefix: 'TO',
  ownWarehouses: true,
  direction: -1,
};

const TEXTS = { notFound: stockText.documentNotFound, confirmed: stockText.documentConfirmed };
const binKey = (variantId: number, locationId: number) => `${variantId}:${locationId}`;

/**
 * Stock documents of one kind: a draft collects lines (a variant by barcode or SKU, a quantity, a location),
 * confirming books every line into the ledger once. A call of one kind never sees a document of another (404).
 */
export class StockDocuments {
  constructor(
    /** Read by the kind's import (import.ts) too. */
    readonly db: Db,
    readonly rules: DocumentRules,
  ) {}

  async create(businessId: number, actor: string, input: { warehouseId: number; remark: string }) {
    await this.warehouseFor(businessId, input.warehouseId);
    return { id: await this.insertDraft(this.db, businessId, actor, input) };
  }

  /** A warehouse a new document of this kind may go to (404 if not usable; a platform one for an own-only kind: 400). */
  async warehouseFor(businessId: number, warehouseId: number) {
    const house = await usableWarehouse(this.db, businessId, warehouseId);
    if (this.rules.ownWarehouses && house.businessId === null) throw badRequest(stockText.ownWarehouseOnly);
    return house;
  }

  /** Writes an empty draft of this kind (its number, warehouse, remark), in `db` or the caller's transaction. */
  async insertDraft(
    db: Db | Tx,
    businessId: number,
    actor: string,
    input: { warehouseId: number; remark: string },
  ): Promise<number> {
    const [row] = await db
      .insert(stockDocuments)
      .values({
        businessId,
        kind: this.rules.kind,
        docNo: documentNumber(this.rules.prefix),
        warehouseId: input.warehouseId,
        remark: input.remark,
        createdBy: actor,
      })
      .returning({ id: stockDocuments.id });
    return row?.id ?? 0;
  }

  list(businessId: number, q: StockDocumentQuery, lang: Lang) {
    const where = listWhere(businessId, this.rules.kind, q);
    return listPage(this.db, where, q, (limit, offset) => this.rows(where, lang, limit, offset));
  }

  private async rows(where: SQL | undefined, lang: Lang, limit: number, offset: number) {
    const rows = await this.db
      .select({
        doc: stockDocuments,
        warehouseName: lang === 'zh' ? warehouses.nameZh : warehouses.nameEn,
        lineCount: sql<number>`(select count(*)::int from ${stockDocumentLines} l where l.document_id = ${stockDocuments.id})`,
        totalQuantity: sql<number>`(select coalesce(sum(l.quantity), 0)::int from ${stockDocumentLines} l where l.document_id = ${stockDocuments.id})`,
      })
      .from(stockDocuments)
      .innerJoin(warehouses, eq(warehouses.id, stockDocuments.warehouseId))
      .where(where)
      .orderBy(desc(stockDocuments.createdAt), desc(stockDocuments.id))
      .limit(limit)
      .offset(offset);
    return rows.map(
      (r): StockDocumentRow => ({
        id: r.doc.id,
        docNo: r.doc.docNo,
        kind: r.doc.kind,
        warehouseId: r.doc.warehouseId,
        warehouseName: r.warehouseName,
        status: r.doc.status,
        remark: r.doc.remark,
        lineCount: r.lineCount,
        totalQuantity: r.totalQuantity,
        createdAt: r.doc.createdAt.toISOString(),
        confirmedAt: r.doc.confirmedAt?.toISOString() ?? null,
      }),
    );
  }

  /** A document with its lines, each with what is available in its bin now. */
  async detail(businessId: number, id: number, lang: Lang): Promise<StockDocumentDetail> {
    const [head] = await this.rows(
      and(
        eq(stockDocuments.id, id),
        eq(stockDocuments.businessId, businessId),
        eq(stockDocuments.kind, this.rules.kind),
      ),
      lang,
      1,
      0,
    );
    if (!head) throw notFound(stockText.documentNotFound);
    const lines = await this.db
      .select({ line: stockDocumentLines, locationCode: stockLocations.code })
      .from(stockDocumentLines)
      .leftJoin(stockLocations, eq(stockLocations.id, stockDocumentLines.locationId))
      .where(eq(stockDocumentLines.documentId, id))
      .orderBy(stockDocumentLines.id);
    const ids = lines.map((l) => l.line.variantId);
    const homes = new Map((await variantHomes(this.db, ids)).map((h) => [h.variantId, h]));
    const codes = await barcodesOf(this.db, ids);
    const free = await this.availableIn(head.warehouseId, ids);
    return {
      ...head,
      lines: lines.map(
        ({ line, locationCode }): StockDocumentLine => ({
          id: line.id,
          variantId: line.variantId,
          barcode: codes.get(line.variantId) ?? '',
          sku: homes.get(line.variantId)?.sku ?? '',
          title: homes.get(line.variantId)?.title ?? '',
          options: homes.get(line.variantId)?.options ?? [],
          locationId: line.locationId,
          locationCode: locationCode ?? '',
          quantity: line.quantity,
          available: free.get(binKey(line.variantId, line.locationId)) ?? 0,
        }),
      ),
    };
  }

  /** On hand - reserved of the variants in the warehouse's bins, by variant and bin. */
  private async availableIn(warehouseId: number, variantIds: number[]) {
    if (variantIds.length === 0) return new Map<string, number>();
    const bins = await this.db
      .select({
        variantId: stockBalances.variantId,
        locationId: stockBalances.locationId,
        free: sql<number>`${stockBalances.onHand} - ${stockBalances.reserved}`,
      })
      .from(stockBalances)
      .where(and(eq(stockBalances.warehouseId, warehouseId), inArray(stockBalances.variantId, variantIds)));
    return new Map(bins.map((b) => [binKey(b.variantId, b.locationId), Number(b.free)]));
  }

  /** The scanner: a barcode (or else a SKU) of the business's own variants adds a line or increments it. */
  async scan(businessId: number, input: { id: number; code: string; quantity: number; locationId: number }) {
    return this.db.transaction(async (tx) => {
      const doc = await lockDraft(tx, businessId, input.id, this.rules.kind, TEXTS);
      await checkLocation(tx, businessId, doc.warehouseId, input.locationId);
      const variantId = await variantOf(tx, businessId, input.code);
      const line = await addToLine(tx, {
        documentId: doc.id,
        variantId,
        locationId: input.locationId,
        quantity: input.quantity,
      });
      return { lineId: line.id, variantId, quantity: line.quantity };
    });
  }

  /** Deletes a draft with its lines; a confirmed document stays (409). */
  remove(businessId: number, id: number) {
    return deleteDraft(this.db, businessId, id, this.rules.kind, TEXTS);
  }

  /** Sets a draft line's quantity; 0 removes the line. */
  async setLine(businessId: number, input: { id: number; lineId: number; quantity: number }) {
    await this.db.transaction(async (tx) => {
      await lockDraft(tx, businessId, input.id, this.rules.kind, TEXTS);
      const line = and(eq(stockDocumentLines.id, input.lineId), eq(stockDocumentLines.documentId, input.id));
      const hit =
        input.quantity === 0
          ? await tx.delete(stockDocumentLines).where(line).returning({ id: stockDocumentLines.id })
          : await tx
              .update(stockDocumentLines)
              .set({ quantity: input.quantity })
              .where(line)
              .returning({ id: stockDocumentLines.id });
      if (hit.length === 0) throw notFound(stockText.lineNotFound);
    });
  }

  /**
   * Confirms a draft once and books each line as its kind. A stock-out line beyond what is available in its
   * bin refuses the whole confirm (409 naming it): the transaction rolls back, the document stays a draft.
   */
  async confirm(businessId: number, id: number, actor: string, lang: Lang): Promise<void> {
    await this.db.transaction(async (tx) => {
      const doc = await claimConfirm(tx, businessId, id, this.rules.kind, actor, TEXTS);
      const lines = (await linesToBook(tx, businessId, id)).filter((l) => l.quantity > 0);
      if (lines.length === 0) throw conflict(stockText.documentEmpty);
      for (const line of lines) {
        const move = {
          businessId,
          variantId: line.variantId,
          warehouseId: doc.warehouseId,
          locationId: line.locationId,
        };
        const booked = await book(tx, {
          ...move,
          kind: this.rules.kind,
          quantity: this.rules.direction * line.quantity,
          refType: 'document',
          refId: doc.id,
          actor,
        });
        if (!booked)
          throw await beyondAvailable(tx, { ...move, asked: line.quantity, sku: line.home.sku }, lang);
      }
    });
  }
}

/** The 409 of a stock-out line that asks more than its bin has free, with the bin's figures. */
async function beyondAvailable(
  tx: Tx,
  line: { variantId: number; warehouseId: number; locationId: number; asked: number; sku: string },
  lang: Lang,
) {
  const [bin] = await tx
    .select({ onHand: stockBalances.onHand, reserved: stockBalances.reserved })
    .from(stockBalances)
    .where(
      and(
        eq(stockBalances.variantId, line.variantId),
        eq(stockBalances.warehouseId, line.warehouseId),
        eq(stockBalances.locationId, line.locationId),
      ),
    );
  const onHand = bin?.onHand ?? 0;
  const reserved = bin?.reserved ?? 0;
  return conflict(stockText.beyondAvailable, {
    code: line.sku || (await barcodesOf(tx, [line.variantId])).get(line.variantId) || '-',
    location: await locationLabel(tx, line.locationId, lang),
    asked: line.asked,
    available: onHand - reserved,
    onHand,
    reserved,
  });
}
