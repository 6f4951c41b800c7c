import { isMessageKey, OwnWarehouseSave, type WarehouseView } from '@dropmall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, message, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contractText } from '../../lib/formRules';
import type { PageProps } from '../../lib/page';
import { stockKeys } from './api';
import {
  deleteOwnWarehouse,
  fetchOwnWarehouses,
  ownWarehouseKeys,
  saveOwnWarehouse,
} from './ownWarehousesApi';
import './stock.css';

type Values = Partial<Record<'name' | 'country' | 'address' | 'contact' | 'phone', string>>;
const FIELDS = ['name', 'country', 'address', 'contact', 'phone'] as const;

/** The add / edit dialog of a warehouse, checked with the contract's rules (the server runs the same). */
function WarehouseDialog({ editing, onClose }: { editing: WarehouseView | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const save = useMutation({
    mutationFn: saveOwnWarehouse,
    onSuccess: () => {
      void message.success(t('ownWarehouses.saved'));
      void queryClient.invalidateQueries({ queryKey: ownWarehouseKeys.all });
      void queryClient.invalidateQueries({ queryKey: stockKeys.places });
      onClose();
    },
  });
  const submit = () => {
    const values = form.getFieldsValue(true);
    const parsed = OwnWarehouseSave.safeParse({ ...values, id: editing === 'new' ? undefined : editing.id });
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((issue) => ({
          name: issue.path[0] as keyof Values,
          errors: [
            isMessageKey(issue.message)
              ? contractText(issue.message, {
                  field: t(`ownWarehouses.fields.${issue.path[0] as (typeof FIELDS)[number]}`),
                })
              : issue.message,
          ],
        })),
      );
      return;
    }
    save.mutate(parsed.data);
  };
  return (
    <Modal
      open
      title={editing === 'new' ? t('ownWarehouses.add') : t('ownWarehouses.edit')}
      onCancel={onClose}
      onOk={submit}
      okText={t('ownWarehouses.save')}
      cancelText={t('stock.cancel')}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'own-warehouse-save' }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={editing === 'new' ? {} : editing}
        data-testid="own-warehouse-form"
      >
        {FIELDS.map((field) => (
          <Form.Item
            key={field}
            name={field}
            label={t(`ownWarehouses.fields.${field}`)}
            required={field === 'name' || field === 'country' || field === 'address'}
          >
            {field === 'address' ? (
              <Input.TextArea rows={2} maxLength={300} data-testid={`own-warehouse-${field}`} />
            ) : (
              <Input data-testid={`own-warehouse-${field}`} />
            )}
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}

/**
 * /myCenter/warehouses: the business's own third-party warehouses (name, country, address, contact); each
 * is a warehouse of the stock pages once saved. Deleting one that holds no stock archives it (the server
 * refuses, 409, while it holds some).
 */
export default function OwnWarehousesPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<WarehouseView | 'new' | null>(null);
  const list = useQuery({ queryKey: ownWarehouseKeys.all, queryFn: fetchOwnWarehouses });
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: deleteOwnWarehouse,
    onSuccess: () => void message.success(t('ownWarehouses.deleted')),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: stockKeys.all }),
  });
  const columns: TableColumnsType<WarehouseView> = [
    { title: t('ownWarehouses.fields.name'), dataIndex: 'name', width: 180 },
    { title: t('ownWarehouses.fields.country'), dataIndex: 'country', width: 120 },
    { title: t('ownWarehouses.fields.address'), dataIndex: 'address' },
    {
      title: t('ownWarehouses.fields.contact'),
      dataIndex: 'contact',
      width: 140,
      render: (v: string) => v || '-',
    },
    {
      title: t('ownWarehouses.fields.phone'),
      dataIndex: 'phone',
      width: 150,
      render: (v: string) => v || '-',
    },
    {
      title: t('stock.columns.actions'),
      key: 'actions',
      width: 160,
      render: (_: unknown, w) => (
        <Space size={0}>
          <Button type="link" onClick={() => setEditing(w)} data-testid={`own-warehouse-edit-${w.id}`}>
            {t('stock.edit')}
          </Button>
          <Popconfirm
            title={t('ownWarehouses.deleteQuestion')}
            okText={t('ownWarehouses.delete')}
            cancelText={t('stock.cancel')}
            onConfirm={() => remove.mutateAsync(w.id).catch(() => undefined)}
          >
            <Button type="link" danger data-testid={`own-warehouse-delete-${w.id}`}>
              {t('ownWarehouses.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <section className="dm-stock-page">
      <h1 className="dm-stock-page__title">{t(titleKey)}</h1>
      <p className="dm-stock-return-spec">{t('ownWarehouses.intro')}</p>
      <div className="dm-stock-toolbar">
        <Button type="primary" onClick={() => setEditing('new')} data-testid="own-warehouse-add">
          {t('ownWarehouses.add')}
        </Button>
      </div>
      <Table<WarehouseView>
        rowKey="id"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isFetching}
        pagination={false}
        locale={{ emptyText: t('ownWarehouses.empty') }}
        data-testid="own-warehouse-table"
      />
      {editing && <WarehouseDialog editing={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
