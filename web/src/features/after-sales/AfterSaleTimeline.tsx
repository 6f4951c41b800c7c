import { Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/money';
import { formatTime } from '../../lib/time';
import { AfterSaleStateTag } from '../../lib/ui/StateTag';
import type { AfterSaleDetail } from './api';

const MONEY_MOVES = new Set(['refundSucceeded', 'returnSucceeded', 'partSucceeded']);

/**
 * Every move of a request, oldest first, as the server stored them: when, who, what happened (with its
 * reason, parcel or amount) and the state it led to.
 */
export function AfterSaleTimeline({ afterSale: a }: { afterSale: AfterSaleDetail }) {
  const { t } = useTranslation();
  return (
    <Timeline
      className="dm-after-sale-timeline"
      data-testid="after-sale-timeline"
      items={a.moves.map((m, i) => ({
        key: `${i}-${m.action}`,
        color: m.to === 'refund_failed' || m.to === 'failed' ? 'red' : undefined,
        content: (
          <div className="dm-after-sale-move" data-testid="after-sale-move" data-action={m.action}>
            <div className="dm-after-sale-move__when">
              {formatTime(m.at)} · {t(`afterSales.actors.${m.actor}`)}
            </div>
            <span>
              {t(`afterSales.moves.${m.action}`, {
                note: m.note,
                amount: MONEY_MOVES.has(m.action) ? formatPrice(Number(m.note)) : '',
              })}
            </span>{' '}
            <AfterSaleStateTag state={m.to} testId="after-sale-move-state" />
          </div>
        ),
      }))}
    />
  );
}
