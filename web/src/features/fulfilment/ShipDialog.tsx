import { TrackingNo } from '@dropmall/contract';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractText, schemaRule } from '../../lib/formRules';
import { useCarriers, useShip } from './hooks';

export interface ShipTarget {
  id: number;
  orderNo: string;
  addressee: string;
}

interface ShipForm {
  expressId?: number;
  trackingNo: string;
}

interface ShipDialogProps {
  /** The order to ship; null keeps the dialog closed. */
  order: ShipTarget | null;
  onClose: () => void;
}

/**
 * Ship an order: pick the carrier, type its tracking number (the contract's rule, the server's too), confirm.
 * On success the dialog closes and the lists refresh (useShip); a refusal keeps it open with the server's toast.
 */
export function ShipDialog({ order, onClose }: ShipDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ShipForm>();
  const carriers = useCarriers(order !== null);
  const ship = useShip();

  const submit = ({ expressId, trackingNo }: ShipForm) => {
    if (!order || expressId === undefined) return;
    ship.mutate({ id: order.id, expressId, trackingNo: trackingNo.trim() }, { onSuccess: onClose });
  };

  return (
    <Modal
      open={order !== null}
      title={t('fulfilment.ship.title', { no: order?.orderNo ?? '' })}
      okText={t('fulfilment.ship.confirm')}
      cancelText={t('fulfilment.ship.cancel')}
      confirmLoading={ship.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterOpenChange={(visible) => !visible && form.resetFields()}
      destroyOnHidden
    >
      {order?.addressee && (
        <p className="dm-ship-dialog__to">{t('fulfilment.ship.to', { name: order.addressee })}</p>
      )}
      <Form form={form} layout="vertical" name="ship" onFinish={submit} data-testid="ship-form">
        <Form.Item
          name="expressId"
          label={t('fulfilment.ship.carrier')}
          rules={[{ required: true, message: contractText('expressRequired') }]}
        >
          <Select
            data-testid="ship-carrier"
            loading={carriers.isPending}
            placeholder={t('fulfilment.ship.carrierPlaceholder')}
            options={(carriers.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
        <Form.Item
          name="trackingNo"
          label={t('fulfilment.ship.trackingNo')}
          extra={t('fulfilment.ship.trackingHint')}
          rules={[
            { required: true, whitespace: true, message: contractText('trackingNoRequired') },
            schemaRule(TrackingNo),
          ]}
        >
          <Input data-testid="ship-tracking" autoComplete="off" maxLength={60} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
