import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplyDialog } from './ApplyDialog';

/** Orders in these states may ask for an after-sale (the server decides the rest). */
const ASKABLE = ['paid', 'pending_dispatch', 'shipped', 'finished'];

/** "Apply for after-sale" on an order card or detail: opens the dialog. */
export function ApplyAfterSaleButton({ order }: { order: { id: number; orderNo: string; status: string } }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!ASKABLE.includes(order.status)) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="order-after-sale">
        {t('afterSales.apply')}
      </Button>
      {open && <ApplyDialog order={order} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
