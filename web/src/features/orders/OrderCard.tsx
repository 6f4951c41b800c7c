import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/time';
import { OrderStatusTag } from '../../lib/ui/StateTag';
import type { Order } from './api';
import { OrderActions } from './OrderActions';
import { OrderAmounts } from './OrderAmounts';
import { OrderItems } from './OrderItems';
import { CloseReasonTag, InvoicedTag } from './OrderMarks';
import { PayDeadline } from './PayDeadline';

interface OrderCardProps {
  order: Order;
  onPay: (order: Order) => void;
  onExpired: () => void;
}

/** An order in the list: number, time, seller, status (and the pay deadline), items, amounts, actions. */
export function OrderCard({ order, onPay, onExpired }: OrderCardProps) {
  const { t } = useTranslation();
  return (
    <article className="dm-order-card" data-testid="order-card" data-order-no={order.orderNo}>
      <header className="dm-order-card__head">
        <span>
          {t('orders.orderNo')} <strong data-testid="order-no">{order.orderNo}</strong>
        </span>
        {order.sample && <Tag color="geekblue">{t('samples.tag')}</Tag>}
        <span className="dm-order-muted">{formatTime(order.createdAt)}</span>
        <span className="dm-order-muted">{order.sellerName}</span>
        <span className="dm-order-card__spacer" />
        {order.status === 'unpaid' && <PayDeadline expiresAt={order.expiresAt} onExpired={onExpired} />}
        <OrderStatusTag state={order.status} />
        <InvoicedTag order={order} />
        <CloseReasonTag order={order} />
      </header>
      <div className="dm-order-card__body">
        <OrderItems items={order.items} />
        <div className="dm-order-card__side">
          <OrderAmounts order={order} />
          <OrderActions order={order} onPay={onPay} />
        </div>
      </div>
    </article>
  );
}
