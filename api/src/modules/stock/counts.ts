import type { StockCountDetail, StockCountLine, StockCountQuery, StockCountRow } from '@dropmall/contract';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { stockBalances, stockDocumentLines, stockDocuments, stockLocations } from '../../db/schema/stock';
import { warehouses } from '../../db/schema/warehouses';
import { conflict, notFound } from '../../http/errors';
import { variantHomes } from '../catalog/available';
import { barcodesOf } from './barcodes';
import { countText } from './count-texts';
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
type Reader = Db | Tx;
const isCount = eq(stockDocuments.kind, 'count');
const binKey = (variantId: number, locationId: number) => `${variantId}:${locationId}`;
const TEXTS = { notFound: countText.countNotFound, confirmed: countText.countConfirmed };

/**
 * Stock counts (the warehouse difference query): a count of a warehouse, or of one bin of it, lists what the
 * book says per variant and bin; the user counts (scanner or typing); confirming books one count_adjust row
 * per difference, once (a conditional draft -> confirmed update, like a stock-in). A bin may not be counted
 * below what orders reserve in it: the whole confirm is refused and nothing is booked.
 */
export class StockCounts {
  constructor(private readonly db: Db) {}

  async create(
    businessId: number,
    actor: string,
    input: { warehouseId: number; locationId?: number | undefined; remark: string },
  ) {
    await usableWarehouse(this.db, businessId, input.warehouseId);
    if (input.locationId !== undefined)
      await checkLocation(this.db, businessId, input.warehouseId, input.locationId);
    const [row] = await this.db
      .insert(stockDocuments)
      .values({
        businessId,
        kind: 'count',
        docNo: documentNumber('SC'),
        warehouseId: input.warehouseId,
        locationId: input.locationId ?? null,
        remark: input.remark,
        createdBy: actor,
      })
      .returning({ id: stockDocuments.id });
    return { id: row?.id ?? 0 };
  }

  list(businessId: number, q: StockCountQuery, lang: Lang) {
    const where = listWhere(businessId, 'count', q);
    return listPage(this.db, where, q, (limit, offset) => this.rows(this.db, where, lang, limit, offset));
  }

  private async rows(db: Reader, where: SQL | undefined, lang: Lang, limit: number, offset: number) {
    const rows = await db
      .select({
        doc: stockDocuments,
        warehouseName: lang === 'zh' ? warehouses.nameZh : warehouses.nameEn,
        locationCode: stockLocations.code,
      })
      .from(stockDocuments)
      .innerJoin(warehouses, eq(warehouses.id, stockDocuments.warehouseId))
      .leftJoin(stockLocations, eq(stockLocations.id, stockDocuments.locationId))
      .where(where)
      .orderBy(desc(stockDocuments.createdAt), desc(stockDocuments.id))
      .limit(limit)
      .offset(offset);
    const diffs = await this.differences(
      db,
      rows.map((r) => r.doc.id),
    );
    return rows.map(({ doc, warehouseName, locationCode }): StockCountRow => {
      const lines = diffs.get(doc.id) ?? [];
      return {
        id: doc.id,
        docNo: doc.docNo,
        kind: doc.kind,
        warehouseId: doc.warehouseId,
        warehouseName,
        status: doc.status,
        remark: doc.remark,
        lineCount: lines.length,
        totalQuantity: lines.reduce((n, l) => n + l.counted, 0),
        createdAt: doc.createdAt.toISOString(),
        confirmedAt: doc.confirmedAt?.toISOString() ?? null,
        locationId: doc.locationId,
        locationCode: doc.locationId === null ? '' : (locationCode ?? ''),
        differenceLines: lines.filter((l) => l.counted !== l.book).length,
        netDifference: lines.reduce((n, l) => n + l.counted - l.book, 0),
      };
    });
  }

  /** Each count's counted lines with their book: as booked when confirmed, or on hand now for a draft. */
  private async differences(db: Reader, ids: number[]) {
    const out = new Map<number, { counted: number; book: number }[]>();
    if (ids.length === 0) return out;
    const lines = await db
      .select({
        documentId: stockDocumentLines.documentId,
        counted: stockDocumentLines.quantity,
        book: sql<number>`coalesce(${stockDocumentLines.bookQuantity}, ${stockBalances.onHand}, 0)::int`,
      })
      .from(stockDocumentLines)
      .innerJoin(stockDocuments, eq(stockDocuments.id, stockDocumentLines.documentId))
      .leftJoin(
        stockBalances,
        and(
          eq(stockBalances.variantId, stockDocumentLines.variantId),
          eq(stockBalances.warehouseId, stockDocuments.warehouseId),
          eq(stockBalances.locationId, stockDocumentLines.locationId),
        ),
      )
      .where(inArray(stockDocumentLines.documentId, ids));
    for (const l of lines) out.set(l.documentId, [...(out.get(l.documentId) ?? []), l]);
    return out;
  }

  /**
   * A count with its lines: for a draft, every variant the book has in its scope (on hand or reserved) and
   * every counted one; for a confirmed count, what was counted with the book it was compared to.
   */
  async detail(businessId: number, id: number, lang: Lang): Promise<StockCountDetail> {
    const [head] = await this.rows(
      this.db,
      and(eq(stockDocuments.id, id), eq(stockDocuments.businessId, businessId), isCount),
      lang,
      1,
      0,
    );
    if (!head) throw notFound(countText.countNotFound);
    const counted = await this.db
      .select()
      .from(stockDocumentLines)
      .where(eq(stockDocumentLines.documentId, id))
      .orderBy(stockDocumentLines.id);
    const balances = await this.db
      .select()
      .from(stockBalances)
      .where(
        and(
          eq(stockBalances.businessId, businessId),
          eq(stockBalances.warehouseId, head.warehouseId),
          head.locationId === null ? undefined : eq(stockBalances.locationId, head.locationId),
          head.status === 'draft'
            ? sql`(${stockBalances.onHand} > 0 or ${stockBalances.reserved} > 0)`
            : sql`false`,
        ),
      );
    const bins = new Map(balances.map((b) => [binKey(b.variantId, b.locationId), b]));
    const lines = new Map<string, { variantId: number; locationId: number }>();
    for (const b of balances) lines.set(binKey(b.variantId, b.locationId), b);
    for (const c of counted) lines.set(binKey(c.variantId, c.locationId), c);
    // For a confirmed count, the balance rows of its lines give only what is reserved there now.
    const countedBy = new Map(counted.map((c) => [binKey(c.variantId, c.locationId), c]));
    const all = [...lines.values()];
    const ids = [...new Set(all.map((l) => l.variantId))];
    const homes = new Map((await variantHomes(this.db, ids)).map((h) => [h.variantId, h]));
    const codes = await barcodesOf(this.db, ids);
    const locIds = [...new Set(all.map((l) => l.locationId).filter((l) => l > 0))];
    const locs = locIds.length
      ? await this.db.select().from(stockLocations).where(inArray(stockLocations.id, locIds))
      : [];
    const locCode = new Map(locs.map((l) => [l.id, l.code]));
    const result = all.map((l): StockCountLine => {
      const key = binKey(l.variantId, l.locationId);
      const c = countedBy.get(key);
      const bal = bins.get(key);
      const bookNow = c?.bookQuantity ?? bal?.onHand ?? 0;
      const home = homes.get(l.variantId);
      return {
        variantId: l.variantId,
        barcode: codes.get(l.variantId) ?? '',
        sku: home?.sku ?? '',
        title: home?.title ?? '',
        options: home?.options ?? [],
        locationId: l.locationId,
        locationCode: locCode.get(l.locationId) ?? '',
        book: bookNow,
        reserved: bal?.reserved ?? 0,
        counted: c ? c.quantity : null,
        difference: c ? c.quantity - bookNow : null,
      };
    });
    result.sort(
      (a, b) =>
        a.locationCode.localeCompare(b.locationCode) ||
        a.sku.localeCompare(b.sku) ||
        a.variantId - b.variantId,
    );
    return { ...head, lines: result };
  }

  /** A location of the count: one of the business's bins in its warehouse, and its bin when it counts one. */
  private async inScope(
    tx: Tx,
    businessId: number,
    doc: { warehouseId: number; locationId: number | null },
    locationId: number,
  ) {
    await checkLocation(tx, businessId, doc.warehouseId, locationId);
    if (doc.locationId !== null && doc.locationId !== locationId) {
      const [scope] = await tx
        .select({ code: stockLocations.code })
        .from(stockLocations)
        .where(eq(stockLocations.id, doc.locationId));
      throw conflict(countText.countOtherLocation, { location: scope?.code ?? '-' });
    }
  }

  /** The scanner: a barcode (or else a SKU) counts `quantity` more of the variant in the location. */
  async scan(businessId: number, input: { id: number; code: string; quantity: number; locationId: number }) {
    return this.db.transaction(async (tx) => {
      const doc = await lockDraft(tx, businessId, input.id, 'count', TEXTS);
      await this.inScope(tx, businessId, doc, input.locationId);
      const variantId = await variantOf(tx, businessId, input.code);
      const line = await addToLine(tx, {
        documentId: doc.id,
        variantId,
        locationId: input.locationId,
        quantity: input.quantity,
      });
      return { variantId, locationId: input.locationId, counted: line.quantity };
    });
  }

  /** Typing: the counted quantity of a variant of the business in a location (0: the bin has none). */
  async set(
    businessId: number,
    input: { id: number; variantId: number; locationId: number; counted: number },
  ) {
    return this.db.transaction(async (tx) => {
      const doc = await lockDraft(tx, businessId, input.id, 'count', TEXTS);
      await this.inScope(tx, businessId, doc, input.locationId);
      const [home] = await variantHomes(tx, [input.variantId]);
      if (!home || home.businessId !== businessId)
        throw notFound(stockText.codeUnknown, { code: String(input.variantId) });
      await tx
        .insert(stockDocumentLines)
        .values({
          documentId: doc.id,
          variantId: input.variantId,
          locationId: input.locationId,
          quantity: input.counted,
        })
        .onConflictDoUpdate({
          target: [
            stockDocumentLines.documentId,
            stockDocumentLines.variantId,
            stockDocumentLines.locationId,
          ],
          set: { quantity: input.counted },
        });
      return { variantId: input.variantId, locationId: input.locationId, counted: input.counted };
    });
  }

  /** Deletes a draft count with its lines; a confirmed count stays (409). */
  remove(businessId: number, id: number) {
    return deleteDraft(this.db, businessId, id, 'count', TEXTS);
  }

  /**
   * Confirms a draft count once: each counted line is compared with on hand in its bin (the balance row
   * locked), the book is kept on the line, and a difference is booked as a count_adjust. A count below what
   * orders reserve in the bin refuses the whole confirm (409): the transaction rolls back, nothing booked.
   */
  async confirm(businessId: number, id: number, actor: string, lang: Lang): Promise<void> {
    await this.db.transaction(async (tx) => {
      const doc = await claimConfirm(tx, businessId, id, 'count', actor, TEXTS);
      const lines = await linesToBook(tx, businessId, id);
      if (lines.length === 0) throw conflict(countText.countEmpty);
      for (const line of lines) {
        const [bin] = await tx
          .select({ onHand: stockBalances.onHand, reserved: stockBalances.reserved })
          .from(stockBalances)
          .where(
            and(
              eq(stockBalances.variantId, line.variantId),
              eq(stockBalances.warehouseId, doc.warehouseId),
              eq(stockBalances.locationId, line.locationId),
            ),
          )
          .for('update');
        const onHand = bin?.onHand ?? 0;
        const reserved = bin?.reserved ?? 0;
        if (line.quantity < reserved)
          throw conflict(countText.countBelowReserved, {
            code: line.home.sku || (await barcodesOf(tx, [line.variantId])).get(line.variantId) || '-',
            location: await locationLabel(tx, line.locationId, lang),
            counted: line.quantity,
            reserved,
          });
        await tx
          .update(stockDocumentLines)
          .set({ bookQuantity: onHand })
          .where(eq(stockDocumentLines.id, line.id));
        const difference = line.quantity - onHand;
        if (difference === 0) continue;
        const booked = await book(tx, {
          businessId,
          variantId: line.variantId,
          warehouseId: doc.warehouseId,
          locationId: line.locationId,
          kind: 'count_adjust',
          quantity: difference,
          refType: 'document',
          refId: doc.id,
          actor,
        });
        if (!booked) throw new Error(`count adjustment refused for variant ${line.variantId}`);
      }
    });
  }
}
