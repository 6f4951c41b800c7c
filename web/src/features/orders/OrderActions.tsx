import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApplyAfterSaleButton } from '../after-sales';
import type { Order } from './api';
import { useOrderActions } from './useOrderActions';

interface OrderActionsProps {
  order: Order;
  onPay: (order: Order) => void;
  /** On the detail page there is no detail link. */
  withDetail?: boolean;
}

export const orderDetailHref = (id: number) => `/order/ordinaryDetail?id=${id}`;

/**
 * What can be done with an order now: pay or cancel it (unpaid), confirm receipt (shipped), ask for an
 * after-sale (paid, shipped, finished), see it.
 */
export function OrderActions({ order, onPay, withDetail = true }: OrderActionsProps) {
  const { t } = useTranslation();
  const { cancel, receive } = useOrderActions();
  const [modal, holder] = Modal.useModal();
  const ask = (title: string, content: string, okText: string, cancelText: string, onOk: () => void) =>
    void modal.confirm({ title, content, okText, cancelText, onOk });

  return (
    <div className="dm-order-actions">
      {holder}
      {order.status === 'unpaid' && (
        <>
          <Button type="primary" onClick={() => onPay(order)} data-testid="order-pay">
            {t('orders.pay')}
          </Button>
          <Button
            loading={cancel.isPending}
            data-testid="order-cancel"
            onClick={() =>
              ask(
                t('orders.cancelTitle'),
                t('orders.cancelText', { no: order.orderNo }),
                t('orders.cancel'),
                t('orders.keep'),
                () => cancel.mutate(order.id),
              )
            }
          >
            {t('orders.cancel')}
          </Button>
        </>
      )}
      {order.status === 'shipped' && (
        <Button
          type="primary"
          loading={receive.isPending}
          data-testid="order-receive"
          onClick={() =>
            ask(
              t('orders.receiveTitle'),
              t('orders.receiveText', { no: order.orderNo }),
              t('orders.receive'),
              t('orders.notYet'),
              () => receive.mutate(order.id),
            )
          }
        >
          {t('orders.receive')}
        </Button>
      )}
      <ApplyAfterSaleButton order={order} />
      {withDetail && (
        <Link
          to={orderDetailHref(order.id)}
          className="dm-order-actions__link"
          data-testid="order-detail-link"
        >
          {t('orders.detail')}
        </Link>
      )}
    </div>
  );
}
