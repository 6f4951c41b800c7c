import {
  STORE_ORDER_STAGE_LABELS,
  type StoreOrderStage,
  type StoreOrderView,
  storeStatusLabel,
  toLanguage,
} from '@dropmall/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STAGE_COLOUR: Record<StoreOrderStage, string> = {
  awaitingCustomer: 'purple',
  unmatched: 'red',
  needsDetails: 'orange',
  toPay: 'blue',
  paying: 'gold',
  inFulfilment: 'cyan',
  shipped: 'green',
  trackingSent: 'green',
  fulfilledInStore: 'default',
  cancelled: 'default',
  refunded: 'magenta',
};

/**
 * Where a store order stands on our side, in the one vocabulary every CRM page uses (contract
 * STORE_ORDER_STAGE_LABELS; docs/decisions.md "One state of a store order").
 */
export function StageTag({
  stage,
  testId = 'store-order-stage',
}: {
  stage: StoreOrderStage;
  testId?: string;
}) {
  const { i18n } = useTranslation();
  return (
    <Tag color={STAGE_COLOUR[stage]} className="dm-tag-wrap" data-testid={testId} data-stage={stage}>
      {STORE_ORDER_STAGE_LABELS[stage][toLanguage(i18n.language)]}
    </Tag>
  );
}

/** The store's own status, named as the store's ("Shopify: pending"), never as ours. */
export function StoreStatusTag({ order }: { order: Pick<StoreOrderView, 'storePlatform' | 'status'> }) {
  const { i18n } = useTranslation();
  return (
    <Tag bordered={false} className="dm-tag-wrap" data-testid="store-order-store-status">
      {storeStatusLabel(order.storePlatform, order.status, toLanguage(i18n.language))}
    </Tag>
  );
}
