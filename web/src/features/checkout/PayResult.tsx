import { Button, Result } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ORDER_LIST_PATH } from '../../lib/checkoutPaths';

/** How long a payment result stays before the order list opens by itself (spec 000 §4). */
export const PAY_RESULT_SECONDS = 5;

interface PayResultProps {
  status: 'success' | 'error';
  title: string;
  subTitle: ReactNode;
}

/** A payment result with a way to the order list: the button, or on its own after a few seconds. */
export function PayResult({ status, title, subTitle }: PayResultProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [left, setLeft] = useState(PAY_RESULT_SECONDS);

  useEffect(() => {
    if (left <= 0) {
      void navigate(ORDER_LIST_PATH);
      return;
    }
    const timer = setTimeout(() => setLeft(left - 1), 1_000);
    return () => clearTimeout(timer);
  }, [left, navigate]);

  return (
    <div className="dm-shell-inner dm-pay-result" data-testid={`pay-${status}`}>
      <Result
        status={status}
        title={title}
        subTitle={
          <>
            {subTitle}
            <span className="dm-pay-result__countdown">
              {t('payment.redirect', { count: Math.max(left, 0) })}
            </span>
          </>
        }
        extra={
          <Button
            type="primary"
            size="large"
            onClick={() => void navigate(ORDER_LIST_PATH)}
            data-testid="view-orders"
          >
            {t('payment.viewOrders')}
          </Button>
        }
      />
    </div>
  );
}
