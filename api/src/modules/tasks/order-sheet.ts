import type { Language, OrderStatus } from '@dropmall/contract';
import type { Sheet } from '../../adapters/xlsx/workbook';
import type { OrderService } from '../orders/order-service';
import { orderStatusText as STATUS } from './texts';

const PAGE = 100;

const HEADERS: Record<Language, string[]> = {
  en: [
    'Order number',
    'Status',
    'Created',
    'Paid',
    'Seller',
    'Items',
    'Product total',
    'Shipping',
    'Coupon',
    'Total',
    'Currency',
    'Remark',
  ],
  zh: [
    '订单编号',
    '状态',
    '下单时间',
    '付款时间',
    '商家',
    '商品',
    '商品金额',
    '运费',
    '优惠券',
    '合计',
    '币种',
    '备注',
  ],
};
const KEYS = [
  'orderNo',
  'status',
  'createdAt',
  'paidAt',
  'seller',
  'items',
  'productTotal',
  'expressFee',
  'couponAmount',
  'total',
  'currency',
  'remark',
];

/**
 * The order list as a sheet, one row per order, read a page at a time through the orders service (the
 * same list the order page shows), newest first.
 */
export function orderSheet(
  orders: OrderService,
  businessId: number,
  status: OrderStatus | undefined,
  lang: Language,
  report: (percent: number) => Promise<void>,
): Sheet {
  async function* rows() {
    for (let current = 1; ; current++) {
      const page = await orders.list(businessId, status, current, PAGE);
      for (const o of page.records) {
        yield {
          orderNo: o.orderNo,
          status: STATUS[o.status][lang],
          createdAt: new Date(o.createdAt),
          paidAt: o.paidAt ? new Date(o.paidAt) : '',
          seller: o.sellerName,
          items: o.items.map((i) => `${i.title} (${i.specification}) x ${i.num}`).join('\n'),
          productTotal: o.productTotal,
          expressFee: o.expressFee,
          couponAmount: o.couponAmount,
          total: o.total,
          currency: o.currency,
          remark: o.userLeave,
        };
      }
      const pages = Math.max(1, Math.ceil(page.total / PAGE));
      await report((Math.min(current, pages) / pages) * 95);
      if (current >= pages) return;
    }
  }
  return {
    name: lang === 'zh' ? '订单' : 'Orders',
    columns: KEYS.map((key, i) => ({
      header: HEADERS[lang][i] ?? key,
      key,
      width: key === 'items' ? 48 : key === 'orderNo' ? 22 : 14,
    })),
    rows: rows(),
  };
}
