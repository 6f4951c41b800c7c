import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import {
  ACCOUNT_STATE_FILTERS,
  type AccountState,
  type BusinessUserItem,
  StorageKey,
} from '@dropmall/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, message, Select, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TitleKey } from '../../lib/page';
import { Permitted, usePermitted } from '../../lib/permitted';
import { readStorage } from '../../lib/storage';
import { listPeople, type PeopleQuery, type PersonAction, personAction, systemKeys } from './api';
import { tablePaging } from './format';
import { PersonFormModal } from './PersonFormModal';
import { PersonInfoDrawer } from './PersonInfoDrawer';
import { personColumns } from './personColumns';
import { SystemPage } from './SystemPage';

interface PeoplePageProps {
  titleKey: TitleKey;
  /** The platform's business-users page (every business) rather than a business's staff page. */
  platform: boolean;
}

/** The staff of a business, or every business's users for operators: search, add, modify, states, delete. */
export function PeoplePage({ titleKey, platform }: PeoplePageProps) {
  const { t } = useTranslation();
  const permitted = usePermitted();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<PeopleQuery>({ current: 1, size: 10 });
  const [editing, setEditing] = useState<BusinessUserItem | null | undefined>(undefined);
  const [details, setDetails] = useState<number | null>(null);
  const people = useQuery({
    queryKey: systemKeys.people({ ...query, platform }),
    queryFn: () => listPeople(query),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: systemKeys.peopleAll });
  const act = useMutation({
    mutationFn: ({ action, id }: { action: PersonAction; id: number }) => personAction(action, id),
    onSuccess: ({ msg }) => {
      void message.success(msg);
      refresh();
    },
  });
  const selfId = platform ? null : Number(readStorage(StorageKey.userInfo)?.id ?? 0);
  const columns = personColumns({
    t,
    platform,
    selfId,
    onDetails: (person) => setDetails(person.id),
    onEdit: setEditing,
    onAction: (action, person) => act.mutate({ action, id: person.id }),
  });

  return (
    <SystemPage
      titleKey={titleKey}
      toolbar={
        <>
          <Permitted label="staff search">
            <Form
              layout="inline"
              name="staffSearch"
              onFinish={(values: { keyword?: string; state?: AccountState }) =>
                setQuery({
                  current: 1,
                  size: query.size,
                  keyword: values.keyword?.trim() || undefined,
                  state: values.state,
                })
              }
            >
              <Form.Item name="keyword">
                <Input
                  allowClear
                  maxLength={100}
                  placeholder={t(platform ? 'staff.searchPlatform' : 'staff.searchPlaceholder')}
                />
              </Form.Item>
              <Form.Item name="state">
                <Select
                  allowClear
                  placeholder={t('staff.state')}
                  style={{ width: 140 }}
                  options={ACCOUNT_STATE_FILTERS.map((state) => ({
                    value: state,
                    label: t(`staff.states.${state}`),
                  }))}
                />
              </Form.Item>
              <Button htmlType="submit" icon={<SearchOutlined />}>
                {t('system.search')}
              </Button>
            </Form>
          </Permitted>
          {permitted('add staff') && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing(null)}
              data-testid="add-staff"
            >
              {t(platform ? 'staff.addBusiness' : 'staff.add')}
            </Button>
          )}
        </>
      }
    >
      <Table<BusinessUserItem>
        rowKey="id"
        columns={columns}
        dataSource={people.data?.records ?? []}
        loading={people.isFetching}
        scroll={{ x: platform ? 1270 : 1050 }}
        pagination={tablePaging(
          { current: query.current, size: query.size, total: people.data?.total ?? 0 },
          (current, size) => setQuery({ ...query, current, size }),
          (total) => t('system.total', { total }),
        )}
      />
      <PersonFormModal
        open={editing !== undefined}
        person={editing ?? null}
        platform={platform}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          refresh();
        }}
      />
      <PersonInfoDrawer id={details} onClose={() => setDetails(null)} />
    </SystemPage>
  );
}
