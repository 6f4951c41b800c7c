import type { StoreOrderMatch } from '@dropmall/contract';
import { nextStoreOrderStatus } from '@dropmall/contract';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { type StoreOrderIn, storeOrderProblem } from '../../adapters/stores';
import type { Db, Tx } from '../../db/client';
import { storeOrderLines, storeOrders, type stores } from '../../db/schema/stores';
import type { Notify } from '../notices';
import { customerKeyOf } from './customers';
import { type OpenStoreCancelRefund, settleStoreCancellation } from './store-cancel';
import { readSnapshot, sameChanges, snapshotOf, storeChangeNotice, storeOrderChanges } from './store-changes';
import { mallVariantsOf } from './variant-links';

type StoreRow = typeof stores.$inferSelect;
type Match = { variantId: number; source: StoreOrderMatch } | null;

/** Automatic payment's side of keeping an order (auto-pay.ts AutoPayer). */
export interface KeepAutoPay {
  /** In keep's transaction: a pending, unpaid order queued when its store pays automatically. */
  queue(tx: Tx, store: StoreRow, storeOrderId: number): Promise<boolean>;
  /** After the commit: the queued order is weighed soon. */
  kick(): void;
  /** A held order fixed in the office (a line bound by hand): weighed again. */
  requeue(storeOrderId: number): Promise<void>;
}

/** What keeping an order did: a new order, a newer version applied, or nothing (not newer). */
export type KeepOutcome = 'new' | 'updated' | 'unchanged';

/** An order the database would not keep as it is (order-fields.ts `storeOrderProblem`): nothing is written. */
export class StoreOrderRefused extends Error {
  constructor(readonly reason: string) {
    super(`store order refused: ${reason}`);
    this.name = 'StoreOrderRefused';
  }
}

/**
 * Keeps a store's version of an order (webhook, sync, poll, CSV import alike), once per store and platform
 * order id (ON CONFLICT: five identical deliveries at once are one order), a later version applied only
 * when the platform says it is newer. Before its payment starts the order follows the store (lines added,
 * changed and removed; the customer's payment). From the moment its mall orders are placed, what was paid
 * is kept: once paid, lines, address and total are no longer written over, and every newer version is
 * compared with what was paid, the differences recorded on the order (`store_changes`) with a message to
 * the business when they change. A cancellation after payment still opens its refunds.
 */
export class StoreOrderKeeper {
  constructor(
    private readonly db: Db,
    private readonly variantBySku: (sku: string) => Promise<number | null>,
    private readonly cancelRefund?: OpenStoreCancelRefund,
    private readonly notify?: Notify,
    private readonly autoPay?: KeepAutoPay,
  ) {}

  /**
   * Stores a new order, or applies a newer version, saying which (or that nothing was written: already
   * there and not newer). `alongside` runs in the same transaction (a CSV import records its progress there).
   */
  async keep(
    store: StoreRow,
    order: StoreOrderIn,
    alongside?: (tx: Tx, outcome: KeepOutcome) => Promise<void>,
  ): Promise<KeepOutcome> {
    const problem = storeOrderProblem(order);
    if (problem) throw new StoreOrderRefused(problem);
    // The matches are read before the transaction (the embedded database has one connection).
    const matches = await this.match(store.id, order.lines);
    let queued = false;
    const outcome = await this.db.transaction(async (tx) => {
      const outcome = await this.write(tx, store, order, matches, async (id) => {
        if (this.autoPay && (await this.autoPay.queue(tx, store, id))) queued = true;
      });
      await alongside?.(tx, outcome);
      return outcome;
    });
    if (queued) this.autoPay?.kick();
    return outcome;
  }

  /** `payable`: told the id of an order that is pending and unpaid once written (automatic payment). */
  private async write(
    tx: Tx,
    store: StoreRow,
    order: StoreOrderIn,
    matches: Match[],
    payable: (id: number) => Promise<void>,
  ): Promise<KeepOutcome> {
    const values = {
      shopOrderNumber: order.number,
      currency: order.currency,
      currencyMismatch: store.currency !== '' && order.currency !== store.currency,
      total: order.total,
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      customerKey: customerKeyOf(order),
      shippingAddress: order.shippingAddress,
      customerPaid: order.customerPaid,
      paymentStatus: order.paymentStatus,
      platformUpdatedAt: order.updatedAt,
    };
    {
      const [inserted] = await tx
        .insert(storeOrders)
        .values({
          ...values,
          storeId: store.id,
          businessId: store.businessId,
          platformOrderId: order.id,
          status: order.status,
          placedAt: order.placedAt,
        })
        .onConflictDoNothing({ target: [storeOrders.storeId, storeOrders.platformOrderId] })
        .returning({ id: storeOrders.id });
      if (inserted) {
        await writeLines(tx, inserted.id, order.lines, matches);
        if (order.status === 'pending') await payable(inserted.id);
        return 'new';
      }
      const [kept] = await tx
        .select()
        .from(storeOrders)
        .where(and(eq(storeOrders.storeId, store.id), eq(storeOrders.platformOrderId, order.id)))
        .for('update');
      if (!kept || kept.platformUpdatedAt >= order.updatedAt) return 'unchanged';
      const status = nextStoreOrderStatus(kept.status, order.status);
      const keptLines = await tx
        .select()
        .from(storeOrderLines)
        .where(eq(storeOrderLines.orderId, kept.id))
        .orderBy(asc(storeOrderLines.id));
      if (kept.paidAt) {
        // What was paid and shipped stays; the store's version is only compared with it (below).
        await tx
          .update(storeOrders)
          .set({ status, platformUpdatedAt: order.updatedAt, updatedAt: sql`now()` })
          .where(eq(storeOrders.id, kept.id));
      } else {
        // A later reading without the platform's customer id (a sync by e-mail) keeps the id it had.
        const customerKey =
          kept.customerKey.startsWith('id:') && !values.customerKey.startsWith('id:')
            ? kept.customerKey
            : values.customerKey;
        await tx
          .update(storeOrders)
          .set({ ...values, customerKey, status, updatedAt: sql`now()` })
          .where(eq(storeOrders.id, kept.id));
        await writeLines(tx, kept.id, order.lines, matches);
        if (status === 'pending') await payable(kept.id);
      }
      // Paid, or its payment started (mall orders placed): what the store changes is recorded and told.
      const paid = readSnapshot(kept.placedSnapshot) ?? (kept.paidAt ? snapshotOf(kept, keptLines) : null);
      if (paid) {
        const changes = storeOrderChanges(paid, order);
        if (!sameChanges(changes, kept.storeChanges)) {
          await tx
            .update(storeOrders)
            .set({
              storeChanges: changes.length > 0 ? changes : null,
              storeChangedAt: changes.length > 0 ? sql`now()` : null,
            })
            .where(eq(storeOrders.id, kept.id));
          if (changes.length > 0 && this.notify)
            await this.notify(tx, storeChangeNotice(kept, store.name, changes, order.updatedAt));
        }
      }
      // Cancelled in the store after we paid its fulfilment: refund requests for what has not shipped.
      if (status === 'cancelled' && kept.paidAt)
        await settleStoreCancellation(tx, kept.id, this.cancelRefund);
      return 'updated';
    }
  }

  /**
   * Each line's mall variant: the store variant's link (the publish's, else the business's mapping), else
   * the SKU, else none.
   */
  private async match(storeId: number, lines: StoreOrderIn['lines']): Promise<Match[]> {
    const ids = [...new Set(lines.map((l) => l.variantId).filter(Boolean))];
    const links = await mallVariantsOf(this.db, storeId, ids);
    const linked = new Map([...links].map(([id, l]) => [id, l.variantId]));
    const out: Match[] = [];
    for (const line of lines) {
      const viaLink = line.variantId ? linked.get(line.variantId) : undefined;
      if (viaLink) {
        out.push({ variantId: viaLink, source: 'link' });
        continue;
      }
      const viaSku = line.sku ? await this.variantBySku(line.sku) : null;
      out.push(viaSku ? { variantId: viaSku, source: 'sku' } : null);
    }
    return out;
  }
}

/**
 * The order's lines as the store has them now (before payment): upserted by line id, a line bound by hand
 * keeping its binding, and the lines the store no longer lists removed (an edit took them out).
 */
async function writeLines(tx: Tx, orderId: number, lines: StoreOrderIn['lines'], matches: Match[]) {
  await tx.delete(storeOrderLines).where(
    and(
      eq(storeOrderLines.orderId, orderId),
      lines.length > 0
        ? notInArray(
            storeOrderLines.platformLineId,
            lines.map((l) => l.id),
          )
        : undefined,
    ),
  );
  if (lines.length === 0) return;
  await tx
    .insert(storeOrderLines)
    .values(
      lines.map((l, i) => ({
        orderId,
        platformLineId: l.id,
        storeVariantId: l.variantId,
        sku: l.sku,
        title: l.title,
        quantity: l.quantity,
        price: l.price,
        variantId: matches[i]?.variantId ?? null,
        matchSource: matches[i]?.source ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: [storeOrderLines.orderId, storeOrderLines.platformLineId],
      // A line bound by hand keeps its binding; the others follow the store.
      set: {
        quantity: sql`excluded.quantity`,
        price: sql`excluded.price`,
        title: sql`excluded.title`,
        sku: sql`excluded.sku`,
        storeVariantId: sql`excluded.store_variant_id`,
        variantId: sql`case when ${storeOrderLines.matchSource} = 'manual' then ${storeOrderLines.variantId} else excluded.variant_id end`,
        matchSource: sql`case when ${storeOrderLines.matchSource} = 'manual' then ${storeOrderLines.matchSource} else excluded.match_source end`,
      },
    });
}
