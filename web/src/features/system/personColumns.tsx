import type { AccountState, BusinessUserItem } from '@dropmall/contract';
import { Button, Popconfirm, Space, type TableColumnsType, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { Permitted } from '../../lib/permitted';
import { formatTimeMedium as formatTime } from '../../lib/time';
import type { PersonAction } from './api';

const STATE_COLOURS: Record<AccountState, string> = { active: 'green', disabled: 'default', frozen: 'blue' };

interface ColumnOptions {
  t: TFunction;
  platform: boolean;
  /** The logged-in business user's own id (nobody disables or deletes themselves); null for operators. */
  selfId: number | null;
  onDetails: (person: BusinessUserItem) => void;
  onEdit: (person: BusinessUserItem) => void;
  onAction: (action: PersonAction, person: BusinessUserItem) => void;
}

/** The columns of the staff and business-user tables; each action behind its button permission. */
export function personColumns(o: ColumnOptions): TableColumnsType<BusinessUserItem> {
  const { t } = o;
  const act = (action: PersonAction, person: BusinessUserItem, label: string) => (
    <Button type="link" size="small" onClick={() => o.onAction(action, person)}>
      {label}
    </Button>
  );
  return [
    { title: t('staff.name'), dataIndex: 'name', width: 140, ellipsis: true },
    { title: t('staff.email'), dataIndex: 'email', width: 190, ellipsis: true },
    { title: t('staff.mobile'), dataIndex: 'mobile', width: 130 },
    ...(o.platform
      ? [{ title: t('staff.business'), dataIndex: 'businessName', width: 160, ellipsis: true }]
      : []),
    {
      title: t('staff.role'),
      key: 'role',
      width: 140,
      render: (_, person) =>
        person.isOwner ? <Tag color="orange">{t('staff.owner')}</Tag> : person.roleName || '-',
    },
    {
      title: t('staff.state'),
      dataIndex: 'state',
      width: 90,
      render: (state: AccountState) => <Tag color={STATE_COLOURS[state]}>{t(`staff.states.${state}`)}</Tag>,
    },
    { title: t('staff.createdAt'), dataIndex: 'createdAt', width: 160, render: formatTime },
    {
      title: t('system.actions'),
      key: 'actions',
      width: o.platform ? 250 : 200,
      fixed: 'right',
      render: (_, person) => {
        // A business manages its staff; its owners are the platform's to manage.
        const managed = o.platform || !person.isOwner;
        const self = person.id === o.selfId;
        return (
          <Space size={0} wrap>
            <Button type="link" size="small" onClick={() => o.onDetails(person)}>
              {t('staff.details')}
            </Button>
            {managed && (
              <Permitted label="modify">
                <Button type="link" size="small" onClick={() => o.onEdit(person)}>
                  {t('staff.modify')}
                </Button>
              </Permitted>
            )}
            {managed && !self && person.state !== 'disabled' && (
              <Permitted label="disable">
                <Popconfirm
                  title={t(person.isOwner ? 'staff.disableOwnerConfirm' : 'staff.disableConfirm', {
                    name: person.name,
                  })}
                  okText={t('staff.disable')}
                  cancelText={t('system.cancel')}
                  onConfirm={() => o.onAction('disable', person)}
                >
                  <Button type="link" size="small">
                    {t('staff.disable')}
                  </Button>
                </Popconfirm>
              </Permitted>
            )}
            {managed && person.state === 'disabled' && (
              <Permitted label="enable">{act('enable', person, t('staff.enable'))}</Permitted>
            )}
            {managed && person.state === 'frozen' && (
              <Permitted label="unfreeze">{act('unfreeze', person, t('staff.unfreeze'))}</Permitted>
            )}
            {managed && !self && (
              <Permitted label="delete staff">
                <Popconfirm
                  title={t('staff.deleteConfirm', { name: person.name })}
                  okText={t('system.delete')}
                  cancelText={t('system.cancel')}
                  onConfirm={() => o.onAction('delete', person)}
                >
                  <Button type="link" size="small" danger>
                    {t('system.delete')}
                  </Button>
                </Popconfirm>
              </Permitted>
            )}
          </Space>
        );
      },
    },
  ];
}
