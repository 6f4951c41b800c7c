import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { RoleItem } from '@dropmall/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, message, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../lib/page';
import { Permitted, usePermitted } from '../../lib/permitted';
import { formatTimeMedium as formatTime } from '../../lib/time';
import { copyRole, deleteRole, listRoles, systemKeys } from './api';
import { tablePaging } from './format';
import { PermissionDrawer } from './PermissionDrawer';
import { RoleFormModal } from './RoleFormModal';
import { SystemPage } from './SystemPage';

/** /System/rolesList: the roles of the business (or the platform's for operators), with their permissions. */
export default function RolesPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const permitted = usePermitted();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState({ current: 1, size: 10, name: '' });
  const [editing, setEditing] = useState<RoleItem | null | undefined>(undefined);
  const [granting, setGranting] = useState<RoleItem | null>(null);
  const roles = useQuery({
    queryKey: systemKeys.roles(query),
    queryFn: () => listRoles(query),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: systemKeys.rolesAll });
  const done = ({ msg }: { msg: string }) => {
    void message.success(msg);
    refresh();
  };
  const remove = useMutation({ mutationFn: deleteRole, onSuccess: done });
  const copy = useMutation({ mutationFn: copyRole, onSuccess: done });

  const columns: TableColumnsType<RoleItem> = [
    { title: t('roles.name'), dataIndex: 'name', ellipsis: true },
    { title: t('roles.remark'), dataIndex: 'remark', ellipsis: true },
    { title: t('roles.users'), dataIndex: 'userCount', width: 110 },
    { title: t('roles.createdAt'), dataIndex: 'createdAt', width: 190, render: formatTime },
    {
      title: t('system.actions'),
      key: 'actions',
      width: 280,
      fixed: 'right',
      render: (_, role) => (
        <Space size={0} wrap>
          <Permitted label="edit">
            <Button type="link" size="small" onClick={() => setEditing(role)}>
              {t('roles.edit')}
            </Button>
          </Permitted>
          <Button type="link" size="small" onClick={() => setGranting(role)} data-testid="role-permissions">
            {t('roles.permissions')}
          </Button>
          <Permitted label="copy role">
            <Button type="link" size="small" onClick={() => copy.mutate(role.id)}>
              {t('roles.copy')}
            </Button>
          </Permitted>
          <Permitted label="delete role">
            <Popconfirm
              title={t('roles.deleteConfirm', { name: role.name })}
              okText={t('system.delete')}
              cancelText={t('system.cancel')}
              onConfirm={() => remove.mutateAsync(role.id)}
            >
              <Button type="link" size="small" danger>
                {t('roles.delete')}
              </Button>
            </Popconfirm>
          </Permitted>
        </Space>
      ),
    },
  ];

  return (
    <SystemPage
      titleKey={titleKey}
      toolbar={
        <>
          <Permitted label="role search">
            <Form
              layout="inline"
              name="roleSearch"
              onFinish={({ name }: { name?: string }) =>
                setQuery({ ...query, current: 1, name: name?.trim() ?? '' })
              }
            >
              <Form.Item name="name">
                <Input allowClear placeholder={t('roles.searchPlaceholder')} maxLength={50} />
              </Form.Item>
              <Button htmlType="submit" icon={<SearchOutlined />}>
                {t('system.search')}
              </Button>
            </Form>
          </Permitted>
          {permitted('add role') && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing(null)}
              data-testid="add-role"
            >
              {t('roles.add')}
            </Button>
          )}
        </>
      }
    >
      <Table<RoleItem>
        rowKey="id"
        columns={columns}
        dataSource={roles.data?.records ?? []}
        loading={roles.isFetching}
        scroll={{ x: 900 }}
        pagination={tablePaging(
          { current: query.current, size: query.size, total: roles.data?.total ?? 0 },
          (current, size) => setQuery({ ...query, current, size }),
          (total) => t('system.total', { total }),
        )}
      />
      <RoleFormModal
        open={editing !== undefined}
        role={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          refresh();
        }}
      />
      <PermissionDrawer role={granting} onClose={() => setGranting(null)} />
    </SystemPage>
  );
}
