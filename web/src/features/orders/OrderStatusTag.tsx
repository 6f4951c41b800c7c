import type { OrderStatus } from '@dropmall/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOUR: Record<OrderStatus, string> = {
  unpaid: 'orange',
  paid: 'blue',
  shipped: 'cyan',
  finished: 'green',
  cancelled: 'default',
  refunded: 'purple',
};

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOUR[status]} data-testid="order-status">
      {t(`orders.status.${status}`)}
    </Tag>
  );
}
