import type { CrmOrderRow } from '@dropmall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Input, Modal, message, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FreeTextInput } from '../../lib/ui/FreeTextInput';
import { crmKeys, saveCrmRemark, saveCrmTaxId } from './api';
import { RememberedOffer } from './RememberedOffer';

/**
 * Starts the field from the order's saved value as soon as another order is opened, during the render that
 * opens the dialog: resetting it after the opening (afterOpenChange) could wipe what a quick hand, or a
 * test, typed meanwhile.
 */
function useStartFrom(order: CrmOrderRow | null, start: () => void) {
  const [openedFor, setOpenedFor] = useState<number | null>(null);
  const id = order?.id ?? null;
  if (id !== openedFor) {
    setOpenedFor(id);
    start();
  }
}

interface DialogProps {
  order: CrmOrderRow | null;
  onClose: () => void;
}

/** The remark dialog: the business's own note on a store order (free text, 255 characters at most). */
export function RemarkDialog({ order, onClose }: DialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  useStartFrom(order, () => setText(order?.remark ?? ''));
  const save = useMutation({
    mutationFn: () => saveCrmRemark(order?.id ?? 0, text.trim()),
    onSuccess: () => {
      void message.success(t('crmOrders.remarkSaved'));
      onClose();
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: crmKeys.all }),
  });
  return (
    <Modal
      open={order !== null}
      title={t('crmOrders.remarkTitle', { order: order?.shopOrderNo ?? '' })}
      okText={t('crmOrders.save')}
      confirmLoading={save.isPending}
      onOk={() => save.mutate()}
      onCancel={onClose}
      destroyOnHidden
    >
      <FreeTextInput
        rows={4}
        value={text}
        onChange={setText}
        aria-label={t('crmOrders.remark')}
        placeholder={t('crmOrders.remarkPlaceholder')}
      />
    </Modal>
  );
}

/** The customer's CPF or CNPJ, for an order to Brazil whose store address carries none. */
export function TaxIdDialog({ order, onClose }: DialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  useStartFrom(order, () => setValue(order?.taxId ?? ''));
  // The same customer's tax id from an earlier order, offered while nothing else is typed.
  const remembered = order?.remembered.taxId;
  const save = useMutation({
    mutationFn: () => saveCrmTaxId(order?.id ?? 0, value),
    onSuccess: () => {
      void message.success(t('crmOrders.taxIdSaved'));
      onClose();
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: crmKeys.all }),
  });
  return (
    <Modal
      open={order !== null}
      title={t('crmOrders.taxIdTitle', { order: order?.shopOrderNo ?? '' })}
      okText={t('crmOrders.save')}
      okButtonProps={{ disabled: value.replace(/\D/g, '').length < 11 }}
      confirmLoading={save.isPending}
      onOk={() => save.mutate()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('crmOrders.taxIdHelp')}</Typography.Paragraph>
      {remembered && (
        <RememberedOffer
          testId="crm-remembered-tax-id"
          text={t('crmOrders.rememberedTaxId', { order: remembered.fromOrder, masked: remembered.masked })}
          action={t('crmOrders.useRemembered')}
          onUse={() => setValue(remembered.value)}
        />
      )}
      <Input
        maxLength={18}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-label={t('crmOrders.taxId')}
        data-testid="crm-tax-id"
      />
    </Modal>
  );
}
