import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PayResult } from './PayResult';
import type { PayErrorState } from './usePayment';
import './checkout.css';

function reasonOf(state: unknown): string | undefined {
  const reason = (state as PayErrorState | null)?.reason;
  return typeof reason === 'string' && reason ? reason : undefined;
}

/**
 * /payError (spec 000 §8 'payment failed' with a view-orders button; spec 001 §8 'Pay failed: Sorry,
 * payment failed'), with the server's reason when the app itself was told (insufficient balance, say).
 */
export default function PayErrorPage() {
  const { t } = useTranslation();
  const reason = reasonOf(useLocation().state);
  return (
    <PayResult
      status="error"
      title={t('payment.failed')}
      subTitle={
        <>
          <span className="dm-pay-result__line">{t('payment.failedText')}</span>
          {reason && (
            <span className="dm-pay-result__line" data-testid="pay-error-reason">
              {reason}
            </span>
          )}
        </>
      }
    />
  );
}
