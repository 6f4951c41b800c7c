import type { StoreOrderChange, StoreOrderView } from '@dropmall/contract';
import { Alert, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

type Facts = Pick<StoreOrderView, 'status' | 'customerPaid' | 'paymentStatus' | 'storeChanges'>;

/**
 * The store's customer has not paid the order yet (our stage says "Awaiting the customer's payment"): the
 * store's own word for the payment, labelled as the store's.
 */
export function AwaitingCustomerTag({ order }: { order: Facts }) {
  const { t } = useTranslation();
  if (order.customerPaid || order.status !== 'pending') return null;
  return (
    <Tag bordered={false} className="dm-tag-wrap" data-testid="store-order-awaiting-customer">
      {t('storeOrders.awaitingCustomer', { status: order.paymentStatus || '—' })}
    </Tag>
  );
}

/** The order was changed in the store after its fulfilment was paid: a tag that says so. */
export function StoreChangedTag({ order }: { order: Facts }) {
  const { t } = useTranslation();
  if (order.storeChanges.length === 0) return null;
  return (
    <Tag color="volcano" className="dm-tag-wrap" data-testid="store-order-changed">
      {t('storeOrders.changes.tag')}
    </Tag>
  );
}

/** One difference in words: what was paid -> what the store says now. */
function ChangeLine({ change }: { change: StoreOrderChange }) {
  const { t } = useTranslation();
  const words = t(`storeOrders.changes.${change.kind}`, {
    line: change.line,
    before: change.before || '—',
    after: change.after || '—',
  });
  return <li data-testid={`store-order-change-${change.kind}`}>{words}</li>;
}

/**
 * What the store changed after payment, each difference old -> new. The paid mall orders keep what was
 * paid; the business decides with its customer (and the seller) what to do.
 */
export function StoreChangesList({ order }: { order: Facts }) {
  const { t } = useTranslation();
  if (order.storeChanges.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="dm-store-changes"
      data-testid="store-order-changes"
      title={t('storeOrders.changes.title')}
      description={
        <>
          <ul className="dm-store-changes__list">
            {order.storeChanges.map((c, i) => (
              // The same kind may repeat (two lines' quantities): the position tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list read once
              <ChangeLine key={`${c.kind}-${i}`} change={c} />
            ))}
          </ul>
          <div className="dm-muted">{t('storeOrders.changes.hint')}</div>
        </>
      }
    />
  );
}
