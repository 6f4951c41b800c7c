import { useQuery } from '@tanstack/react-query';
import { Descriptions, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { OrderStatusTag } from '../../lib/ui/StateTag';
import { type Address, AddressSummary } from '../addresses';
import { ORDER_LIST_PATH, usePayment } from '../checkout';
import { fetchOrder, orderKeys } from './api';
import { OrderActions } from './OrderActions';
import { OrderAmounts } from './OrderAmounts';
import { OrderItems } from './OrderItems';
import { InvoicedTag } from './OrderMarks';
import { closeReasonText, OrderTimeline } from './OrderTimeline';
import { PayDeadline } from './PayDeadline';
import './orders.css';

/** An address snapshot is the address as it was; show it with the same parts as a live one. */
const snapshot = (address: Partial<Address>): Address | null =>
  address.fullName ? (address as Address) : null;

/** /order/ordinaryDetail?id=: the whole order: status, dates, address at the time, items, amounts. */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const id = Number(useSearchParams()[0].get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const order = useQuery({ queryKey: orderKeys.detail(id), queryFn: () => fetchOrder(id), enabled: valid });
  const payment = usePayment();

  if (!valid || order.isError)
    return (
      <Result
        status="404"
        title={t('orders.notFound')}
        extra={<Link to={ORDER_LIST_PATH}>{t('payment.viewOrders')}</Link>}
      />
    );
  if (order.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  const data = order.data;
  const address = snapshot(data.address);

  return (
    <section className="dm-order-detail" data-testid="order-detail">
      <header className="dm-orders__head">
        <h1>{t('titles.orderOrdinaryDetail')}</h1>
        <OrderStatusTag state={data.status} />
        <InvoicedTag order={data} />
        {data.status === 'unpaid' && <PayDeadline expiresAt={data.expiresAt} />}
      </header>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'no', label: t('orders.orderNo'), children: data.orderNo },
          { key: 'seller', label: t('orders.seller'), children: data.sellerName },
          ...(data.trackingNo
            ? [
                { key: 'carrier', label: t('orders.carrier'), children: data.expressName || '—' },
                {
                  key: 'tracking',
                  label: t('orders.trackingNo'),
                  children: <strong data-testid="order-tracking-no">{data.trackingNo}</strong>,
                },
              ]
            : [{ key: 'express', label: t('orders.express'), children: data.expressName || '—' }]),
          ...(data.invoiceNo
            ? [
                {
                  key: 'invoice',
                  label: t('orders.invoiceLabel'),
                  children: <strong data-testid="order-invoice-no">{data.invoiceNo}</strong>,
                },
              ]
            : []),
          {
            key: 'closed',
            label: t('orders.closeReasonLabel'),
            children: data.closeReason ? closeReasonText(t, data.closeReason) : '—',
          },
          { key: 'remark', label: t('checkout.remark'), children: data.userLeave || '—', span: 2 },
        ]}
      />
      <div className="dm-order-detail__grid">
        <section>
          <h2>{t('orders.items')}</h2>
          <OrderItems items={data.items} />
          <OrderAmounts order={data} />
          <OrderActions
            order={data}
            onPay={(o) => payment.start({ orderIds: [o.id], total: o.total })}
            withDetail={false}
          />
        </section>
        <aside>
          <h2>{t('orders.address')}</h2>
          {address ? <AddressSummary address={{ ...address, isDefault: false }} /> : '—'}
          <h2>{t('orders.timelineTitle')}</h2>
          <OrderTimeline order={data} />
        </aside>
      </div>
      {payment.dialog}
    </section>
  );
}
