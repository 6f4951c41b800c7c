import { Descriptions, Image } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/money';
import type { AfterSaleDetail } from './api';

/** The request's facts: numbers, parties, type, reason, amounts, description and voucher pictures. */
export function AfterSaleFacts({ afterSale: a }: { afterSale: AfterSaleDetail }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      data-testid="after-sale-facts"
      items={[
        { key: 'no', label: t('afterSales.number'), children: a.afterSaleNo },
        { key: 'order', label: t('afterSales.orderNo'), children: a.orderNo },
        {
          key: 'party',
          label: a.role === 'buyer' ? t('afterSales.seller') : t('afterSales.buyer'),
          children: a.role === 'buyer' ? a.sellerName : a.buyerName,
        },
        { key: 'type', label: t('afterSales.type'), children: t(`afterSales.types.${a.type}`) },
        { key: 'reason', label: t('afterSales.reason'), children: a.reasonText },
        {
          key: 'shipped',
          label: t('afterSales.shippedStatus'),
          children: a.orderShipped ? t('afterSales.shippedYes') : t('afterSales.shippedNo'),
        },
        {
          key: 'amount',
          label: t('afterSales.amount'),
          children: <strong data-testid="after-sale-amount">{formatPrice(a.amount)}</strong>,
        },
        {
          key: 'paid',
          label: t('afterSales.orderPaid'),
          children: t('afterSales.refundedOf', {
            total: formatPrice(a.orderTotal),
            refunded: formatPrice(a.refundedTotal),
          }),
        },
        ...(a.refundPaid !== null
          ? [
              {
                key: 'refundPaid',
                label: t('afterSales.refundPaid'),
                children: (
                  <span data-testid="after-sale-refund-paid">
                    <strong>{formatPrice(a.refundPaid)}</strong>{' '}
                    {a.refundRoute === 'provider'
                      ? t('afterSales.refundRoute.provider', { ref: a.refundRef })
                      : t('afterSales.refundRoute.balance')}
                  </span>
                ),
              },
            ]
          : []),
        ...(a.refundFailure
          ? [
              {
                key: 'failure',
                label: t('afterSales.refundFailure'),
                children: <span data-testid="after-sale-refund-failure">{a.refundFailure}</span>,
                span: 2,
              },
            ]
          : []),
        { key: 'desc', label: t('afterSales.description'), children: a.description || '—', span: 2 },
        ...(a.refuseReason
          ? [{ key: 'refuse', label: t('afterSales.refuseReason'), children: a.refuseReason, span: 2 }]
          : []),
        {
          key: 'vouchers',
          label: t('afterSales.vouchers'),
          span: 2,
          children: a.vouchers.length ? (
            <Image.PreviewGroup>
              <div className="dm-after-sale-voucher-list">
                {a.vouchers.map((url) => (
                  <Image key={url} src={url} width={72} height={72} alt="" data-testid="after-sale-voucher" />
                ))}
              </div>
            </Image.PreviewGroup>
          ) : (
            '—'
          ),
        },
      ]}
    />
  );
}
