import type { AfterSaleState } from '@dropmall/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOUR: Record<AfterSaleState, string> = {
  pending: 'orange',
  refused: 'red',
  to_return: 'gold',
  returning: 'blue',
  receipt_rejected: 'red',
  refunded: 'green',
  closed: 'default',
};

export function AfterSaleStateTag({ state }: { state: AfterSaleState }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOUR[state]} data-testid="after-sale-state">
      {t(`afterSales.states.${state}`)}
    </Tag>
  );
}
