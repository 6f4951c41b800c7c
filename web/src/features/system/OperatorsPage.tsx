import { PlusOutlined } from '@ant-design/icons';
import { type AccountState, type OperatorItem, StorageKey } from '@dropmall/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, message, Popconfirm, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../lib/page';
import { Permitted, usePermitted } from '../../lib/permitted';
import { readStorage } from '../../lib/storage';
import { formatTimeMedium } from '../../lib/time';
import { listOperators, operatorAction, systemKeys } from './api';
import { tablePaging } from './format';
import { OperatorFormModal } from './OperatorFormModal';
import { PeopleSearch } from './PeopleSearch';
import { SystemPage } from './SystemPage';

const STATE_COLOURS: Record<AccountState, string> = { active: 'green', disabled: 'default', frozen: 'blue' };
type Query = { current: number; size: number; keyword?: string; state?: AccountState };

/**
 * /System/operatorList: the platform's own staff. Operators add operators with a platform role (what the
 * Platform Roles and Assign Permissions pages prepare), change them, disable and enable them. A super
 * operator and oneself show no actions here.
 */
export default function OperatorsPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const permitted = usePermitted();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<Query>({ current: 1, size: 10 });
  const [editing, setEditing] = useState<OperatorItem | null | undefined>(undefined);
  const list = useQuery({
    queryKey: systemKeys.operators(query),
    queryFn: () => listOperators(query),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: systemKeys.operatorsAll });
  const act = useMutation({
    mutationFn: ({ action, id }: { action: 'disable' | 'enable'; id: number }) => operatorAction(action, id),
    onSuccess: ({ msg }) => {
      void message.success(msg);
      refresh();
    },
  });
  const selfId = Number(readStorage(StorageKey.userInfo)?.id ?? 0);

  const columns: TableColumnsType<OperatorItem> = [
    { title: t('staff.name'), dataIndex: 'name', ellipsis: true },
    { title: t('staff.email'), dataIndex: 'email', ellipsis: true },
    { title: t('staff.mobile'), dataIndex: 'mobile', width: 130 },
    {
      title: t('staff.role'),
      key: 'role',
      width: 160,
      render: (_, o) => (o.isSuper ? <Tag color="orange">{t('operators.super')}</Tag> : o.roleName || '-'),
    },
    {
      title: t('staff.state'),
      dataIndex: 'state',
      width: 100,
      render: (state: AccountState) => <Tag color={STATE_COLOURS[state]}>{t(`staff.states.${state}`)}</Tag>,
    },
    { title: t('staff.createdAt'), dataIndex: 'createdAt', width: 180, render: formatTimeMedium },
    {
      title: t('system.actions'),
      key: 'actions',
      width: 170,
      render: (_, o) =>
        o.isSuper || o.id === selfId ? null : (
          <Space size={0} wrap>
            <Permitted label="modify operator">
              <Button
                type="link"
                size="small"
                onClick={() => setEditing(o)}
                data-testid={`operator-modify-${o.id}`}
              >
                {t('staff.modify')}
              </Button>
            </Permitted>
            {o.state === 'disabled' ? (
              <Permitted label="enable">
                <Button type="link" size="small" onClick={() => act.mutate({ action: 'enable', id: o.id })}>
                  {t('staff.enable')}
                </Button>
              </Permitted>
            ) : (
              <Permitted label="disable">
                <Popconfirm
                  title={t('staff.disableConfirm', { name: o.name })}
                  okText={t('staff.disable')}
                  cancelText={t('system.cancel')}
                  onConfirm={() => act.mutate({ action: 'disable', id: o.id })}
                >
                  <Button type="link" size="small">
                    {t('staff.disable')}
                  </Button>
                </Popconfirm>
              </Permitted>
            )}
          </Space>
        ),
    },
  ];

  return (
    <SystemPage
      titleKey={titleKey}
      toolbar={
        <>
          <PeopleSearch
            name="operatorSearch"
            placeholder={t('staff.searchPlaceholder')}
            onSearch={(filter) => setQuery({ current: 1, size: query.size, ...filter })}
          />
          {permitted('add operator') && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing(null)}
              data-testid="add-operator"
            >
              {t('operators.add')}
            </Button>
          )}
        </>
      }
    >
      <Table<OperatorItem>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        scroll={{ x: 1000 }}
        pagination={tablePaging(
          { current: query.current, size: query.size, total: list.data?.total ?? 0 },
          (current, size) => setQuery({ ...query, current, size }),
          (total) => t('system.total', { total }),
        )}
      />
      <OperatorFormModal
        operator={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          refresh();
        }}
      />
    </SystemPage>
  );
}
