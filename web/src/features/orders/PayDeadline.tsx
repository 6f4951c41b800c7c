import { ClockCircleOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/time';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * How long an unpaid order waits for its payment (the server cancels it after 30 minutes): a countdown and
 * the time itself. `onExpired` once the time is up, so the list can show the order cancelled.
 */
export function PayDeadline({ expiresAt, onExpired }: { expiresAt: string; onExpired?: () => void }) {
  const { t } = useTranslation();
  const deadline = new Date(expiresAt).getTime();
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.floor((deadline - now) / 1000));

  useEffect(() => {
    if (left === 0) {
      onExpired?.();
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), 1_000);
    return () => clearTimeout(timer);
  }, [left, onExpired]);

  return (
    <span className="dm-order-deadline" data-testid="pay-deadline">
      <ClockCircleOutlined aria-hidden />{' '}
      {left > 0
        ? t('orders.payWithin', {
            time: `${two(Math.floor(left / 60))}:${two(left % 60)}`,
            at: formatTime(expiresAt),
          })
        : t('orders.payExpired')}
    </span>
  );
}
