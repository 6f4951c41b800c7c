import { Modal, Radio } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/money';
import { formatBrl } from './currency';
import type { PayMethod } from './payMethods';
import { useBalance, usePayMethods } from './useBalance';

interface PayDialogProps {
  open: boolean;
  total: number;
  paying: boolean;
  onPay: (method: PayMethod) => void;
  onCancel: () => void;
}

/**
 * The payment-method dialog (spec 000 §2, §4): the amount in USD and BRL, then balance (preselected, with
 * what the wallet holds), pix and boleto (spec 001 §9's payment modes).
 */
export function PayDialog({ open, total, paying, onPay, onCancel }: PayDialogProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<PayMethod>('balance');
  const balance = useBalance(open);
  const methods = usePayMethods(open);
  const offered = methods.data ?? ['balance'];
  const short = balance.data !== undefined && balance.data < total;

  const option = (value: PayMethod, extra?: ReactNode) => (
    <Radio value={value} className="dm-pay-method" data-testid={`pay-method-${value}`}>
      <span className="dm-pay-method__name">{t(`payment.method.${value}`)}</span>
      <span className="dm-pay-method__note">{t(`payment.note.${value}`)}</span>
      {extra}
    </Radio>
  );

  return (
    <Modal
      open={open}
      title={t('payment.title')}
      okText={t('payment.pay')}
      cancelText={t('payment.later')}
      onOk={() => onPay(method)}
      onCancel={onCancel}
      confirmLoading={paying}
      afterClose={() => setMethod('balance')}
      width={520}
    >
      <div className="dm-pay-amount" data-testid="pay-amount">
        <span>{t('payment.amount')}</span>
        <strong>{formatPrice(total)}</strong>
        <em>≈ {formatBrl(total)}</em>
      </div>
      <Radio.Group
        className="dm-pay-methods"
        value={method}
        onChange={(event) => setMethod(event.target.value)}
        aria-label={t('payment.methodLabel')}
        aria-busy={methods.isPending}
        data-testid="pay-methods"
      >
        {option(
          'balance',
          <span
            className={short ? 'dm-pay-method__balance is-short' : 'dm-pay-method__balance'}
            data-testid="pay-balance"
          >
            {balance.data === undefined
              ? t('payment.balanceLoading')
              : t(short ? 'payment.balanceShort' : 'payment.balance', { amount: formatPrice(balance.data) })}
          </span>,
        )}
        {offered.includes('pix') && option('pix')}
        {offered.includes('boleto') && option('boleto')}
      </Radio.Group>
    </Modal>
  );
}
