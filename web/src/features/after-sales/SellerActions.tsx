import { RETURN_SEND_DAYS } from '@dropmall/contract';
import { Button, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenu } from '../../lib/menu';
import { menuButtons } from '../../lib/menuTree';
import { formatDollars } from '../../lib/money';
import { AgreeReturnDialog } from './AgreeReturnDialog';
import { type AfterSale, HANDLE_LABEL, SELLER_LIST_PATH, sideActions } from './api';
import { ReasonDialog } from './ReasonDialog';
import { useAfterSaleActions } from './useAfterSaleActions';

const DAY_MS = 86_400_000;

/** Whether the user may decide after-sales: the seller page's button (the server checks the same). */
export function useCanHandle(): boolean {
  const { menu } = useMenu();
  return menuButtons(menu, SELLER_LIST_PATH).includes(HANDLE_LABEL);
}

/** A return agreed RETURN_SEND_DAYS ago and still not sent back may be ended as failed. */
const returnOverdue = (a: AfterSale) =>
  a.decidedAt !== null && Date.parse(a.decidedAt) + RETURN_SEND_DAYS * DAY_MS <= Date.now();

type Asking = 'refuse' | 'rejectReceipt' | 'closeRefund';

/**
 * The seller's decisions on one request, as the contract's table allows them: agree or refuse while pending;
 * confirm or reject a returned parcel; end a return never sent back; retry or close a failed refund.
 * Anything that moves money (or ends a request) asks first.
 */
export function SellerActions({ afterSale: a, size }: { afterSale: AfterSale; size?: 'small' | 'middle' }) {
  const { t } = useTranslation();
  const allowed = useCanHandle();
  const { decision } = useAfterSaleActions();
  const [modal, holder] = Modal.useModal();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [choosingAddress, setChoosingAddress] = useState(false);
  const can = sideActions(a, 'seller').filter((x) => x !== 'expireReturn' || returnOverdue(a));
  if (!allowed || can.length === 0) return null;

  const confirmThen = (title: string, content: string, run: () => void) =>
    void modal.confirm({
      title,
      content,
      okText: t('afterSales.confirm'),
      cancelText: t('afterSales.close'),
      onOk: run,
    });
  const amount = formatDollars(a.amount);
  const agree = () =>
    a.type === 'return'
      ? setChoosingAddress(true)
      : confirmThen(t('afterSales.agreeTitle'), t('afterSales.agreeRefundText', { amount }), () =>
          decision.mutate({ decision: 'agree', id: a.id }),
        );
  const titles: Record<Asking, string> = {
    refuse: t('afterSales.refuseTitle'),
    rejectReceipt: t('afterSales.rejectTitle'),
    closeRefund: t('afterSales.closeRefundTitle'),
  };

  return (
    <Space wrap size="small" data-testid="seller-actions">
      {holder}
      {(can.includes('agreeRefund') || can.includes('agreeReturn')) && (
        <Button type="primary" size={size} onClick={agree} data-testid="after-sale-agree">
          {t('afterSales.agree')}
        </Button>
      )}
      {can.includes('refuse') && (
        <Button danger size={size} onClick={() => setAsking('refuse')} data-testid="after-sale-refuse">
          {t('afterSales.refuse')}
        </Button>
      )}
      {can.includes('confirmReceipt') && (
        <Button
          type="primary"
          size={size}
          onClick={() =>
            confirmThen(t('afterSales.receiptTitle'), t('afterSales.receiptText', { amount }), () =>
              decision.mutate({ decision: 'confirmReceipt', id: a.id }),
            )
          }
          data-testid="after-sale-confirm-receipt"
        >
          {t('afterSales.confirmReceipt')}
        </Button>
      )}
      {can.includes('rejectReceipt') && (
        <Button
          danger
          size={size}
          onClick={() => setAsking('rejectReceipt')}
          data-testid="after-sale-reject-receipt"
        >
          {t('afterSales.rejectReceipt')}
        </Button>
      )}
      {can.includes('retryRefund') && (
        <Button
          type="primary"
          size={size}
          onClick={() =>
            confirmThen(t('afterSales.retryTitle'), t('afterSales.retryText', { amount }), () =>
              decision.mutate({ decision: 'retryRefund', id: a.id }),
            )
          }
          data-testid="after-sale-retry-refund"
        >
          {t('afterSales.retryRefund')}
        </Button>
      )}
      {can.includes('closeRefund') && (
        <Button
          danger
          size={size}
          onClick={() => setAsking('closeRefund')}
          data-testid="after-sale-close-refund"
        >
          {t('afterSales.closeRefund')}
        </Button>
      )}
      {can.includes('expireReturn') && (
        <Button
          danger
          size={size}
          onClick={() =>
            confirmThen(
              t('afterSales.expireTitle'),
              t('afterSales.expireText', { days: RETURN_SEND_DAYS }),
              () => decision.mutate({ decision: 'expireReturn', id: a.id }),
            )
          }
          data-testid="after-sale-expire-return"
        >
          {t('afterSales.expireReturn')}
        </Button>
      )}
      <AgreeReturnDialog
        open={choosingAddress}
        loading={decision.isPending}
        onCancel={() => setChoosingAddress(false)}
        onOk={(addressId) =>
          decision.mutate(
            { decision: 'agree', id: a.id, addressId },
            { onSuccess: () => setChoosingAddress(false) },
          )
        }
      />
      <ReasonDialog
        open={asking !== null}
        title={asking ? titles[asking] : ''}
        loading={decision.isPending}
        onCancel={() => setAsking(null)}
        onOk={(reason) =>
          asking &&
          decision.mutate({ decision: asking, id: a.id, reason }, { onSuccess: () => setAsking(null) })
        }
      />
    </Space>
  );
}
