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
import { payRefund } from './refund';
import { type AfterSaleRow, moveAfterSale } from './state';
import { afterSaleText } from './texts';

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
 * The seller's decisions: agree (a refund is paid at once; a return waits for the goods at the seller's return
 * address), refuse with a reason, confirm a returned parcel (the refund is paid) or reject it with a reason.
 * Each is one transaction: the state move (conditional), the money, the order, the stock and the message.
 */
export class AfterSaleDecisionService {
  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    private readonly addresses: AddressService,
    private readonly notify?: Notify,
    private readonly events?: AfterSaleEvents,
  ) {}

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
        const moved = await moveAfterSale(tx, row, 'agreeReturn', { decidedAt: now, returnAddress });
        await notifyAfterSale(tx, this.notify, 'agreedReturn', moved, await this.orderNo(tx, row.orderId));
        await announceAfterSale(tx, this.events, moved, row.state);
        return;
      }
      const moved = await moveAfterSale(tx, row, 'agreeRefund', { decidedAt: now, refundedAt: now });
      await payRefund(tx, this.wallet, moved);
      await notifyAfterSale(tx, this.notify, 'refunded', moved, await this.orderNo(tx, row.orderId));
      await announceAfterSale(tx, this.events, moved, row.state);
    });
  }

  async refuse(sellerId: number, id: number, reason: string): Promise<void> {
    const row = await this.sellersAfterSale(sellerId, id);
    await this.db.transaction(async (tx) => {
      const moved = await moveAfterSale(tx, row, 'refuse', { decidedAt: new Date(), refuseReason: reason });
      await notifyAfterSale(tx, this.notify, 'refused', moved, await this.orderNo(tx, row.orderId));
      await announceAfterSale(tx, this.events, moved, row.state);
    });
  }

  async confirmReceipt(sellerId: number, id: number): Promise<void> {
    const row = await this.sellersAfterSale(sellerId, id);
    await this.db.transaction(async (tx) => {
      const now = new Date();
      const moved = await moveAfterSale(tx, row, 'confirmReceipt', { receivedAt: now, refundedAt: now });
      await payRefund(tx, this.wallet, moved);
      await notifyAfterSale(tx, this.notify, 'refunded', moved, await this.orderNo(tx, row.orderId));
      await announceAfterSale(tx, this.events, moved, row.state);
    });
  }

  async rejectReceipt(sellerId: number, id: number, reason: string): Promise<void> {
    const row = await this.sellersAfterSale(sellerId, id);
    await this.db.transaction(async (tx) => {
      const moved = await moveAfterSale(tx, row, 'rejectReceipt', {
        receivedAt: new Date(),
        refuseReason: reason,
      });
      await notifyAfterSale(tx, this.notify, 'rejected', moved, await this.orderNo(tx, row.orderId));
      await announceAfterSale(tx, this.events, moved, row.state);
    });
  }
}
