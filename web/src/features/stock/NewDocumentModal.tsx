import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { stockKeys } from './api';
import { useWarehouses, WarehouseSelect } from './WarehouseSelect';

interface Props {
  open: boolean;
  title: string;
  /** Test ids: the OK button's element id and the remark field's. */
  okId: string;
  remarkTestId: string;
  /** Only the business's own warehouses (third-party documents). */
  ownOnly?: boolean;
  create: (warehouseId: number, remark: string) => Promise<{ id: number }>;
  /** Fields between the warehouse and the remark (a count's scope), for the warehouse chosen. */
  extra?: (warehouseId: number | undefined) => ReactNode;
  onWarehouseChange?: (id: number | undefined) => void;
  onClose: () => void;
  onCreated: (id: number) => void;
}

/**
 * A new stock document of any kind (stock-in, third-party stock-in or stock-out, count): the warehouse, the
 * kind's own fields and a remark. The first warehouse offered is chosen until the user picks one.
 */
export function NewDocumentModal({
  open,
  title,
  okId,
  remarkTestId,
  ownOnly = false,
  create,
  extra,
  onWarehouseChange,
  onClose,
  onCreated,
}: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const warehouses = useWarehouses(ownOnly);
  const [picked, setPicked] = useState<number | undefined>();
  const [remark, setRemark] = useState('');
  const warehouseId = picked ?? warehouses?.[0]?.id;
  const made = useMutation({
    mutationFn: () => create(warehouseId ?? 0, remark),
    onSuccess: (doc) => {
      void queryClient.invalidateQueries({ queryKey: stockKeys.all });
      setRemark('');
      onCreated(doc.id);
    },
  });
  return (
    <Modal
      open={open}
      title={title}
      okText={t('stock.create')}
      cancelText={t('stock.cancel')}
      okButtonProps={{ disabled: warehouseId === undefined, loading: made.isPending, id: okId }}
      onOk={() => made.mutate()}
      onCancel={onClose}
      destroyOnHidden
    >
      {ownOnly && warehouses?.length === 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            <>
              {t('stock.noOwnWarehouse')}{' '}
              <Link to="/myCenter/warehouses">{t('titles.myCenterWarehouses')}</Link>
            </>
          }
          data-testid="stock-no-own-warehouse"
        />
      )}
      <Form layout="vertical">
        <Form.Item label={t('stock.columns.warehouse')} required>
          <WarehouseSelect
            ownOnly={ownOnly}
            value={warehouseId}
            onChange={(id) => {
              setPicked(id);
              onWarehouseChange?.(id);
            }}
          />
        </Form.Item>
        {extra?.(warehouseId)}
        <Form.Item label={t('stock.columns.remark')}>
          <Input
            maxLength={500}
            value={remark}
            onChange={(e) => setRemark(e.target.value)}
            data-testid={remarkTestId}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
