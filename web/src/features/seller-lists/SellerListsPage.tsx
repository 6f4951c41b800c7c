import { SELLER_LIST_KINDS, type SellerListEntry, type SellerListKind } from '@dropmall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, message, Popconfirm, Table, Tabs, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../lib/page';
import { Permitted } from '../../lib/permitted';
import {
  fetchSellerList,
  removeSellerListEntry,
  type SellerListDraft,
  saveSellerListEntry,
  sellerListKeys,
} from './api';
import { SellerListEntryModal } from './SellerListEntryModal';
import './seller-lists.css';

/**
 * /System/sellerLists (operators): the product types, service promises and brand stories sellers pick from
 * on AddProduct. Buttons 'edit' (add and edit) and 'delete'; an entry a product uses cannot be removed.
 */
export default function SellerListsPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<SellerListKind>('productTypes');
  const [editing, setEditing] = useState<SellerListEntry | null | undefined>(undefined);
  const entries = useQuery({ queryKey: sellerListKeys.list(kind), queryFn: () => fetchSellerList(kind) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: sellerListKeys.list(kind) });
  const save = useMutation({
    mutationFn: (draft: SellerListDraft) => saveSellerListEntry(kind, draft),
    onSuccess: () => {
      void message.success(t('sellerLists.saved'));
      setEditing(undefined);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => removeSellerListEntry(kind, id),
    onSuccess: () => {
      void message.success(t('sellerLists.removed'));
      void refresh();
    },
  });

  return (
    <section className="dm-seller-lists" data-testid="seller-lists">
      <header className="dm-seller-lists__head">
        <h1>{t(titleKey)}</h1>
        <Permitted label="edit">
          <Button type="primary" onClick={() => setEditing(null)} data-testid="seller-list-add">
            {t('sellerLists.add')}
          </Button>
        </Permitted>
      </header>
      <Tabs
        activeKey={kind}
        onChange={(key) => setKind(key as SellerListKind)}
        items={SELLER_LIST_KINDS.map((k) => ({ key: k, label: t(`sellerLists.kind_${k}`) }))}
      />
      <Table<SellerListEntry>
        rowKey="id"
        loading={entries.isLoading}
        dataSource={entries.data ?? []}
        pagination={false}
        columns={[
          { title: t('sellerLists.nameEn'), dataIndex: 'nameEn' },
          { title: t('sellerLists.nameZh'), dataIndex: 'nameZh' },
          ...(kind === 'stories'
            ? [{ title: t('sellerLists.contentEn'), dataIndex: 'contentEn', ellipsis: true }]
            : []),
          { title: t('sellerLists.sort'), dataIndex: 'sort', width: 90 },
          { title: t('sellerLists.usedBy'), dataIndex: 'usedBy', width: 120 },
          {
            title: t('sellerLists.actions'),
            width: 160,
            render: (_, row) => (
              <span className="dm-seller-lists__actions">
                <Permitted label="edit">
                  <Button
                    type="link"
                    onClick={() => setEditing(row)}
                    data-testid={`seller-list-edit-${row.id}`}
                  >
                    {t('sellerLists.edit')}
                  </Button>
                </Permitted>
                <Permitted label="delete">
                  {row.usedBy > 0 ? (
                    <Tooltip title={t('sellerLists.inUse', { count: row.usedBy })}>
                      <Button type="link" danger disabled>
                        {t('sellerLists.remove')}
                      </Button>
                    </Tooltip>
                  ) : (
                    <Popconfirm
                      title={t('sellerLists.removeConfirm')}
                      okText={t('sellerLists.remove')}
                      cancelText={t('sellerLists.cancel')}
                      onConfirm={() => remove.mutateAsync(row.id)}
                    >
                      <Button type="link" danger data-testid={`seller-list-remove-${row.id}`}>
                        {t('sellerLists.remove')}
                      </Button>
                    </Popconfirm>
                  )}
                </Permitted>
              </span>
            ),
          },
        ]}
      />
      <SellerListEntryModal
        editing={editing}
        withContent={kind === 'stories'}
        saving={save.isPending}
        onSave={(draft) => save.mutate(draft)}
        onCancel={() => setEditing(undefined)}
      />
    </section>
  );
}
