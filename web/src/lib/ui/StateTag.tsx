import type {
  AfterSaleState,
  BrandState,
  OrderStatus,
  TopUpState,
  WithdrawalState,
} from '@dropmall/contract';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

interface StateTagProps<S extends string> {
  state: S;
  colours: Record<S, string>;
  label: (t: TFunction, state: S) => string;
  /** What the stories look for. */
  testId: string;
}

/** One state of a state machine as a tag: its colour from a table, its words from the locales. */
export function StateTag<S extends string>({ state, colours, label, testId }: StateTagProps<S>) {
  const { t } = useTranslation();
  return (
    <Tag color={colours[state]} data-testid={testId}>
      {label(t, state)}
    </Tag>
  );
}

/** The tag colour of an order state, the same for the buyer's and the seller's pages. */
export const ORDER_STATUS_COLOUR: Record<OrderStatus, string> = {
  unpaid: 'orange',
  paid: 'blue',
  pending_dispatch: 'geekblue',
  shipped: 'cyan',
  finished: 'green',
  cancelled: 'default',
  refunded: 'purple',
};

const AFTER_SALE_COLOUR: Record<AfterSaleState, string> = {
  pending: 'orange',
  refused: 'red',
  to_return: 'gold',
  returning: 'blue',
  receipt_rejected: 'red',
  refunding: 'processing',
  refund_failed: 'volcano',
  refund_closed: 'default',
  refunded: 'green',
  return_refunded: 'green',
  partially_refunded: 'lime',
  failed: 'magenta',
  closed: 'default',
};

const WITHDRAWAL_COLOUR: Record<WithdrawalState, string> = {
  pending: 'gold',
  paid: 'green',
  rejected: 'red',
  cancelled: 'default',
};

export const OrderStatusTag = ({ state }: { state: OrderStatus }) => (
  <StateTag
    state={state}
    colours={ORDER_STATUS_COLOUR}
    label={(t, s) => t(`orders.status.${s}`)}
    testId="order-status"
  />
);

/** An order's state as the seller reads it ('paid' is the one waiting to be shipped). */
export const SellerStatusTag = ({ state }: { state: OrderStatus }) => (
  <StateTag
    state={state}
    colours={ORDER_STATUS_COLOUR}
    label={(t, s) => t(`fulfilment.status.${s}`)}
    testId="seller-order-status"
  />
);

export const AfterSaleStateTag = ({ state, testId }: { state: AfterSaleState; testId?: string }) => (
  <StateTag
    state={state}
    colours={AFTER_SALE_COLOUR}
    label={(t, s) => t(`afterSales.states.${s}`)}
    testId={testId ?? 'after-sale-state'}
  />
);

const TOP_UP_COLOUR: Record<TopUpState, string> = {
  pending: 'gold',
  paid: 'green',
  failed: 'red',
  expired: 'default',
};

export const TopUpStateTag = ({ state }: { state: TopUpState }) => (
  <StateTag
    state={state}
    colours={TOP_UP_COLOUR}
    label={(t, s) => t(`topUp.state.${s}`)}
    testId="top-up-state"
  />
);

export const WithdrawalStateTag = ({ state }: { state: WithdrawalState }) => (
  <StateTag
    state={state}
    colours={WITHDRAWAL_COLOUR}
    label={(t, s) => t(`cash.state.${s}`)}
    testId="withdrawal-state"
  />
);

/** A sample's order state as the Try-on List words it (finished: received). */
export const SampleStateTag = ({ state }: { state: OrderStatus }) => (
  <StateTag
    state={state}
    colours={ORDER_STATUS_COLOUR}
    label={(t, s) => t(`samples.state.${s}`)}
    testId="sample-state"
  />
);

const BRAND_COLOUR: Record<BrandState, string> = { active: 'green', hidden: 'default' };

export const BrandStateTag = ({ state }: { state: BrandState }) => (
  <StateTag
    state={state}
    colours={BRAND_COLOUR}
    label={(t, s) => t(`brands.state.${s}`)}
    testId="brand-state"
  />
);
