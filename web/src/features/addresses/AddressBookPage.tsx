import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Popconfirm, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressDialog } from './AddressDialog';
import { AddressSummary } from './AddressSummary';
import { type AddressFields, fieldsOf } from './api';
import { useAddressBook } from './useAddressBook';
import './addresses.css';

/** What the dialog edits: nothing (closed), a new address, or one of the book. */
type Editing = { address?: AddressFields } | null;

/** /order/address: the delivery addresses of the business, to add, change, delete and mark as default. */
export default function AddressBookPage() {
  const { t } = useTranslation();
  const { list, remove, makeDefault } = useAddressBook();
  const [editing, setEditing] = useState<Editing>(null);

  if (list.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (list.isError) return <Result status="warning" title={t('addresses.loadFailed')} />;

  return (
    <section className="dm-address-book" data-testid="address-book">
      <header className="dm-address-book__head">
        <h1>{t('titles.orderAddress')}</h1>
        <span className="dm-address-book__count">{t('addresses.count', { count: list.data.length })}</span>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          {t('addresses.add')}
        </Button>
      </header>
      {list.data.length === 0 ? (
        <Empty description={t('addresses.none')} />
      ) : (
        <ul className="dm-address-book__list">
          {list.data.map((address) => (
            <li key={address.id} className="dm-address-card" data-testid="address-card">
              <AddressSummary address={address} />
              <div className="dm-address-card__actions">
                {!address.isDefault && (
                  <Button type="link" onClick={() => makeDefault.mutate(address)}>
                    {t('addresses.makeDefault')}
                  </Button>
                )}
                <Button type="link" onClick={() => setEditing({ address: fieldsOf(address) })}>
                  {t('addresses.editAction')}
                </Button>
                <Popconfirm
                  title={t('addresses.deleteConfirm')}
                  okText={t('addresses.delete')}
                  cancelText={t('addresses.cancel')}
                  onConfirm={() => remove.mutate(address)}
                >
                  <Button type="link" danger>
                    {t('addresses.delete')}
                  </Button>
                </Popconfirm>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AddressDialog open={editing !== null} address={editing?.address} onClose={() => setEditing(null)} />
    </section>
  );
}
