import type { CrmOrderRow } from '@dropmall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, message, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../lib/idempotency';
import { formatPrice } from '../../lib/money';
import type { PageProps } from '../../lib/page';
import { isExternal, openPendingTab, PAY_TYPE_OF, PayDialog } from '../checkout';
import { crmKeys, payCrmOrders } from './api';
import { CrmOrderList } from './CrmOrderList';

/**
 * /CRM/orderPay: store orders ready to pay, each with its fulfilment cost; select one or several and pay them
 * by balance, pix or boleto in the mall's payment dialog. Paying places the mall orders to the sellers with the
 * customers' addresses; the orders then move to Order Fulfilment.
 */
export default function OrderPayPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<CrmOrderRow[]>([]);
  const [open, setOpen] = useState(false);
  const total = Math.round(selected.reduce((sum, o) => sum + (o.cost?.total ?? 0), 0) * 100) / 100;
  const pay = useMutation({
    mutationFn: ({
      method,
      key,
      payPassword,
    }: {
      method: keyof typeof PAY_TYPE_OF;
      key: string;
      tab?: ReturnType<typeof openPendingTab>;
      payPassword?: string;
    }) =>
      payCrmOrders(
        { ids: selected.map((o) => o.id), payType: PAY_TYPE_OF[method], payMoney: total, payPassword },
        key,
      ),
    onSuccess: (result, { tab }) => {
      setOpen(false);
      setSelected([]);
      if (result.status === 'pending' && result.payUrl) {
        tab?.go(result.payUrl);
        void message.info(t('crmOrders.payPending'));
      } else {
        tab?.close();
        void message.success(t('crmOrders.paid', { count: result.mallOrderIds.length }));
      }
    },
    onError: (_e, { tab }) => tab?.close(),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: crmKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['wallet'] });
    },
  });

  return (
    <div className="dm-page">
      <Typography.Title level={4}>{t(titleKey)}</Typography.Title>
      <Alert type="info" showIcon title={t('crmOrders.payIntro')} style={{ marginBottom: 16 }} />
      <CrmOrderList
        view="pay"
        selection={{ selected, onChange: setSelected }}
        toolbar={
          <div className="dm-crm-pay-bar">
            <span data-testid="crm-pay-selected">
              {t('crmOrders.selected', { count: selected.length, total: formatPrice(total) })}
            </span>
            <Button
              type="primary"
              disabled={selected.length === 0}
              onClick={() => setOpen(true)}
              data-testid="crm-pay-open"
            >
              {t('crmOrders.paySelected')}
            </Button>
          </div>
        }
      />
      <PayDialog
        open={open}
        total={total}
        paying={pay.isPending}
        error={pay.error}
        onPay={(method, payPassword) =>
          pay.mutate({
            method,
            payPassword,
            key: newIdempotencyKey(),
            tab: isExternal(method) ? openPendingTab() : undefined,
          })
        }
        onCancel={() => setOpen(false)}
      />
    </div>
  );
}
