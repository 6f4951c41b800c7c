import type { ReportSummary, SalePoint, SaleRankItem } from '@dropmall/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { businessTimeZone } from '../accounts/directory';
import { toMoney } from '../catalog/product-lists';
import { productCountOf } from '../catalog/reads';
import { sellerBestSellers, sellerOrderFigures, sellerPaidByDay } from '../orders/seller-figures';
import { dayRange } from './range';

/**
 * 'After-sale no-send': how many open after-sales of a seller are on orders not shipped yet; the after-sales
 * module answers.
 */
export type AfterSalesWaitingReturn = (sellerBusinessId: number) => Promise<number>;

/**
 * The Welcome dashboard's figures (spec 001 §2, §3, §7 /orderReport/*) for the calling business as a
 * seller: orders placed with it, in its own time zone. The orders module answers the order figures
 * (orders/seller-figures.ts: one SQL aggregate each over the seller's indexes), the catalogue the product
 * count, after-sales its count; days are the business's days, so a sale at 23:30 in São Paulo counts on that
 * day, not on the next UTC one.
 */
export class ReportService {
  constructor(
    private readonly db: Db,
    // app.ts passes the after-sales module's count; without it (a bare ReportService) there are none.
    private readonly afterSalesWaitingReturn: AfterSalesWaitingReturn = async () => 0,
  ) {}

  private async zoneOf(businessId: number): Promise<string> {
    const zone = await businessTimeZone(this.db, businessId);
    if (zone === null) throw notFound();
    return zone;
  }

  async summary(businessId: number, startTime: string, endTime: string): Promise<ReportSummary> {
    const range = dayRange(startTime, endTime);
    const zone = await this.zoneOf(businessId);
    const [orders, productCount, afterSale] = await Promise.all([
      sellerOrderFigures(this.db, businessId, { start: range.start, end: range.end, zone }),
      productCountOf(this.db, businessId),
      this.afterSalesWaitingReturn(businessId),
    ]);
    return {
      startTime,
      endTime,
      timeZone: zone,
      orderCount: orders.orderCount,
      remarkCount: orders.remarkCount,
      payOrderCount: orders.payOrderCount,
      payMoneySum: toMoney(orders.payMoney),
      sendCount: orders.sendCount,
      sendMoney: toMoney(orders.sendMoney),
      waitPayCount: orders.waitPayCount,
      waitSendCount: orders.waitSendCount,
      waitTakeCount: orders.waitTakeCount,
      productCount,
      afterSaleNoSendCount: afterSale,
    };
  }

  /** Paid sales per day of the range, every day present (0 where nothing sold). */
  async saleChart(businessId: number, startTime: string, endTime: string): Promise<SalePoint[]> {
    const range = dayRange(startTime, endTime);
    const zone = await this.zoneOf(businessId);
    const rows = await sellerPaidByDay(this.db, businessId, { start: range.start, end: range.end, zone });
    const byDay = new Map(rows.map((r) => [r.day, toMoney(r.pay)]));
    return range.days.map((day) => ({ day, salePay: byDay.get(day) ?? 0 }));
  }

  /** The best-selling products of the range by paid amount (top 10). */
  async saleRank(businessId: number, startTime: string, endTime: string): Promise<SaleRankItem[]> {
    const range = dayRange(startTime, endTime);
    const zone = await this.zoneOf(businessId);
    const rows = await sellerBestSellers(this.db, businessId, { start: range.start, end: range.end, zone });
    return rows.map((r) => ({
      productId: Number(r.product_id),
      title: r.title,
      thumbUrl: r.thumb,
      saleNum: r.num,
      salePay: toMoney(r.pay),
    }));
  }
}
