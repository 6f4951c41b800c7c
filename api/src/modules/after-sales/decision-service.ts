import { RETURN_SEND_DAYS } from '@dropmall/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { afterSales, type ReturnAddressSnapshot } from '../../db/schema/after-sales';
import { conflict, notFound } from '../../http/errors';
import type { AddressService } from '../addresses/service';
import type { AfterSaleEvents } from '../after-sale-events';
import type { Notify } from '../notices';
import { orderNumbers } from '../orders/reads';
import type { WalletService } from '../wallet/service';
import { announceAfterSale } from './announce';
import { notifyAfterSale } from './notices';
import type { ProviderRefunder } from './provider';
import { settleRefund } from './settle';
import { type AfterSaleRow, localized, moveAfterSale } from './state';
import { afterSaleText } from './texts';

const SELLER = { actor: 'seller' } as const;
const DAY_MS = 86_400_000;

type AddressView = Awaited<ReturnType<AddressService['list']>>[number];

export function returnAddressOf(a: AddressView): ReturnAddressSnapshot {
  return {
    name: a.fullName,
    phone: a.mobilePhone,
    lines: [
      a.detailAddress,
      a.line2,
      [a.district, a.city, a.oneName].filter(Boolean).join(', '),
      a.country,
    ].filter(Boolean),
    postalCode: a.postalCode,
  };
}

/**
 * The seller's decisions: agree (a refund goes to refunding and is paid at once; a return waits for the goods
 * at the seller's return address), refuse with a reason, confirm a returned parcel (refunding, then paid) or
 * reject it with a reason, end a return never sent back (failed), retry or close a failed refund.
 * Each is one transaction: the state moves (conditional), the money, the order, the stock and the message.
 */
export class AfterSaleDecisionService {
  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    private readonly addresses: AddressService,
    private readonly notify?: Notify,
    private readonly events?: AfterSaleEvents,
    private readonly provider?: ProviderRefunder,
  ) {}

  private get settleDeps() {
    return { wallet: this.wallet, notify: this.notify, events: this.events, provider: this.provider };
  }

  private async sellersAfterSale(sellerId: number, id: number): Promise<AfterSaleRow> {
    const [row] = await this.db
      .select()
      .from(afterSales)
      .where(and(eq(afterSales.id, id), eq(afterSales.sellerBusinessId, sellerId)));
    if (!row) throw notFound(afterSaleText.missing);
    return row;
  }

  private async orderNo(tx: Tx, orderId: number) {
    return (await orderNumbers(tx, [orderId])).get(orderId) ?? '';
  }

  private async returnAddress(sellerId: number, addressId?: number): Promise<ReturnAddressSnapshot> {
    const list = await this.addresses.list(sellerId);
    const chosen = addressId === undefined ? list[0] : list.find((a) => a.id === addressId);
    if (!chosen)
      throw addressId === undefined
        ? conflict(afterSaleText.noReturnAddress)
        : notFound(afterSaleText.addressMissing);
    return returnAddressOf(chosen);
  }

  async agree(sellerId: number, id: number, addressId?: number): Promise<void> {
    const row = await this.sellersAfterSale(sellerId, id);
    const returnAddress = row.type === 'return' ? await this.returnAddress(sellerId, addressId) : null;
    await this.db.transaction(async (tx) => {
      const now = new Date();
      if (row.type === 'return') {
        const moved = await moveAfterSale(tx, row, 'agreeReturn', { decidedAt: now, returnAddress }, SELLER);
        await notifyAfterSale(tx, this.notify, 'agreedReturn', moved, await this.orderNo(tx, row.orderId));
        await announceAfterSale(tx, this.events, moved, row.state);
        return;
      }
      const moved = await moveAfterSale(tx, row, 'agreeRefund', { decidedAt: now }, SELLER);
      await announceAfterSale(tx, this.events, moved, row.state);
      await settleRefund(tx, this.settleDeps, moved);
    });
  }

  async refuse(sellerId: number, id: number, reason: string): Promise<void> {
    const row = await this.sellersAfterSale(sellerId, id);
    await this.db.transaction(async (tx) => {
      const moved = await moveAfterSale(
        tx,
        row,
        'refuse',
        { decidedAt: new Date(), refuseReason: reason },
        { actor: 'seller', note: reason },
      );
      await notifyAfterSale(tx, this.notify, 'refused', moved, await this.orderNo(tx, row.orderId));
      await announceAfterSale(tx, this.events, moved, row.state);
    });
  }

  async confirmReceipt(sellerId: number, id: number): Promise<void> {
    const row = await this.sellersAfterSale(sellerId, id);
    await this.db.transaction(async (tx) => {
      const moved = await moveAfterSale(tx, row, 'confirmReceipt', { receivedAt: new Date() }, SELLER);
      await announceAfterSale(tx, this.events, moved, row.state);
      await settleRefund(tx, this.settleDeps, moved);
    });
  }

  /** A failed refund tried again (the seller topped up, the provider is back): refunding, then paid or failed. */
  async retryRefund(sellerId: number, id: number): Promise<void> {
    const row = await this.sellersAfterSale(sellerId, id);
    await this.db.transaction(async (tx) => {
      const moved = await moveAfterSale(tx, row, 'retryRefund', {}, SELLER);
      await announceAfterSale(tx, this.events, moved, row.state);
      await settleRefund(tx, this.settleDeps, moved);
    });
  }

  /** A failed refund given up (settled outside the platform, or not owed): refund closed, no money moves. */
  async closeRefund(sellerId: number, id: number, reason: string): Promise<void> {
    const row = await this.sellersAfterSale(sellerId, id);
    await this.db.transaction(async (tx) => {
      const moved = await moveAfterSale(
        tx,
        row,
        'closeRefund',
        { closedAt: new Date(), refuseReason: reason },
        { actor: 'seller', note: reason },
      );
      await notifyAfterSale(tx, this.notify, 'refused', moved, await this.orderNo(tx, row.orderId));
      await announceAfterSale(tx, this.events, moved, row.state);
    });
  }

  /** A return the buyer never sent back, RETURN_SEND_DAYS after the seller agreed: the request failed. */
  async expireReturn(sellerId: number, id: number, now = new Date()): Promise<void> {
    const row = await this.sellersAfterSale(sellerId, id);
    const due = new Date((row.decidedAt ?? now).getTime() + RETURN_SEND_DAYS * DAY_MS);
    if (row.state === 'to_return' && due > now)
      throw conflict(
        localized(afterSaleText.returnNotLate, {
          days: RETURN_SEND_DAYS,
          date: due.toISOString().slice(0, 10),
        }),
      );
    await this.db.transaction(async (tx) => {
      const moved = await moveAfterSale(tx, row, 'expireReturn', { closedAt: now }, SELLER);
      await notifyAfterSale(tx, this.notify, 'failed', moved, await this.orderNo(tx, row.orderId));
      await announceAfterSale(tx, this.events, moved, row.state);
    });
  }

  async rejectReceipt(sellerId: number, id: number, reason: string): Promise<void> {
    const row = await this.sellersAfterSale(sellerId, id);
    await this.db.transaction(async (tx) => {
      const moved = await moveAfterSale(
        tx,
        row,
        'rejectReceipt',
        { receivedAt: new Date(), refuseReason: reason },
        { actor: 'seller', note: reason },
      );
      await notifyAfterSale(tx, this.notify, 'rejected', moved, await this.orderNo(tx, row.orderId));
      await announceAfterSale(tx, this.events, moved, row.state);
    });
  }
}
