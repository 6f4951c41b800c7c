import type { CrmOrderRow } from '@dropmall/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/money';

const COLOUR = { paid: 'green', held: 'orange', due: 'blue', reserved: 'blue' } as const;

/** The store order's automatic payment: paid automatically, under way, or held with its reason. */
export function AutoPayNote({ order }: { order: CrmOrderRow }) {
  const { t } = useTranslation();
  const auto = order.autoPay;
  if (!auto) return null;
  const label = auto.state === 'reserved' ? 'due' : auto.state;
  return (
    <div data-testid="crm-auto-pay">
      <Tag color={COLOUR[auto.state]} data-testid="crm-auto-pay-state">
        {t(`crmOrders.autoPay.${label}`)}
        {auto.state === 'paid' && auto.amount !== null ? ` · ${formatPrice(auto.amount)}` : ''}
      </Tag>
      {/* The same words as the order's own reason are not said twice. */}
      {auto.message && auto.message !== order.blocked?.message && (
        <div className="dm-crm-reason" data-testid="crm-auto-pay-reason">
          {auto.message}
        </div>
      )}
    </div>
  );
}
