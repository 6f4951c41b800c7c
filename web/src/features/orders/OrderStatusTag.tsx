import type { OrderStatus } from '@dropmall/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_COLOUR as COLOUR } from '../../lib/orderStatusColour';

export function OrderStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOUR[status]} data-testid="order-status">
      {t(`orders.status.${status}`)}
    </Tag>
  );
}
