import { Form, Input, Modal, Radio } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/money';
import { payPasswordFailure, usePayPassword } from '../../lib/payPassword';
import { PayPasswordDisabledModal } from '../../lib/ui/PayPasswordDisabledModal';
import { formatBrl, formatBrlAt } from './currency';
import type { PayMethod } from './payMethods';
import { useBalance, usePayMethods } from './useBalance';
import './pay-dialog.css';

interface PayDialogProps {
  open: boolean;
  total: number;
  paying: boolean;
  /** `payPassword`: the business's 6-digit payment password, given for balance once it has set one. */
  onPay: (method: PayMethod, payPassword?: string) => void;
  onCancel: () => void;
  /** The last failed payment: a wrong payment password is said under its field, a locked one in its dialog. */
  error?: unknown;
}

const SIX_DIGITS = /^\d{6}$/;

/**
 * The payment-method dialog (spec 000 §2, §4): the amount in USD and BRL, then balance (preselected unless it
 * holds too little, with what the wallet holds), pix and boleto (spec 001 §9's payment modes), a card when the
 * gateway takes cards (Stripe), each saying what it will charge. Balance asks for the 6-digit payment
 * password once the business has set one; a locked one opens the spec's 'The 6-digit password has been
 * disabled' dialog instead of paying.
 */
export function PayDialog({ open, total, paying, onPay, onCancel, error }: PayDialogProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<PayMethod>('balance');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [disabledOpen, setDisabledOpen] = useState(false);
  const balance = useBalance(open);
  const methods = usePayMethods(open);
  const guard = usePayPassword(open);
  const offered = methods.data?.methods ?? ['balance'];
  const charges = methods.data?.charges;
  const short = balance.data !== undefined && balance.data < total;
  const askPassword = method === 'balance' && guard.data?.set === true;
  const { refetch } = guard;
  const otherMethod = offered.find((m) => m !== 'balance');

  // A wallet that cannot pay this is not the method to offer first.
  useEffect(() => {
    if (open && short && otherMethod) setMethod((m) => (m === 'balance' ? otherMethod : m));
  }, [open, short, otherMethod]);

  // A payment the server refused for the password: say why, and read the lock state again.
  useEffect(() => {
    const failure = payPasswordFailure(error);
    if (!failure) return;
    setPassword('');
    void refetch();
    if (failure === 'disabled') setDisabledOpen(true);
    else setPasswordError(error instanceof Error ? error.message : null);
  }, [error, refetch]);

  const submit = () => {
    if (!askPassword) return onPay(method);
    if (guard.data?.locked) return setDisabledOpen(true);
    if (!SIX_DIGITS.test(password)) return setPasswordError(t('payPassword.enterSix'));
    onPay(method, password);
  };

  // What a gateway method charges, said before paying: reais at the rate recorded on the payment, or dollars.
  const charge = (value: Exclude<PayMethod, 'balance'>) => {
    const quote = charges?.[value];
    if (!quote) return undefined;
    return (
      <span className="dm-pay-method__balance" data-testid={`pay-charge-${value}`}>
        {quote.currency === 'BRL' && quote.rate !== null
          ? t('payment.chargeBrl', { amount: formatBrlAt(total, quote.rate), rate: quote.rate })
          : t('payment.chargeUsd', { amount: formatPrice(total) })}
      </span>
    );
  };

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
      onOk={submit}
      onCancel={onCancel}
      confirmLoading={paying}
      okButtonProps={{ disabled: method === 'balance' && guard.isPending }}
      afterClose={() => {
        setMethod('balance');
        setPassword('');
        setPasswordError(null);
      }}
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
        {offered.includes('card') && option('card', charge('card'))}
        {offered.includes('pix') && option('pix', charge('pix'))}
        {offered.includes('boleto') && option('boleto', charge('boleto'))}
      </Radio.Group>
      {askPassword && (
        <Form layout="vertical" className="dm-pay-password" onFinish={submit}>
          <Form.Item
            label={t('payPassword.label')}
            htmlFor="pay-password"
            validateStatus={passwordError ? 'error' : undefined}
            help={
              passwordError ? (
                <span data-testid="pay-password-error">{passwordError}</span>
              ) : guard.data?.locked ? (
                t('payPassword.disabledTitle')
              ) : (
                t('payPassword.hint')
              )
            }
          >
            <Input.Password
              id="pay-password"
              data-testid="pay-password-input"
              inputMode="numeric"
              autoComplete="off"
              maxLength={6}
              value={password}
              disabled={guard.data?.locked}
              onChange={(event) => {
                setPassword(event.target.value.replace(/\D/g, ''));
                setPasswordError(null);
              }}
            />
          </Form.Item>
        </Form>
      )}
      <PayPasswordDisabledModal
        open={disabledOpen}
        lockedUntil={guard.data?.lockedUntil ?? null}
        onClose={() => setDisabledOpen(false)}
      />
    </Modal>
  );
}
