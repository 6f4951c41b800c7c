import type { OrderStatus } from '@dropmall/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_COLOUR as COLOUR } from '../../lib/orderStatusColour';

/** An order's state as the seller reads it ('paid' is the one waiting to be shipped). */
export function SellerStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOUR[status]} data-testid="seller-order-status">
      {t(`fulfilment.status.${status}`)}
    </Tag>
  );
}
