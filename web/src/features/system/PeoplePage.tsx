import { PlusOutlined } from '@ant-design/icons';
import { type BusinessUserItem, StorageKey } from '@dropmall/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, message, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TitleKey } from '../../lib/page';
import { Permitted, usePermitted } from '../../lib/permitted';
import { readStorage } from '../../lib/storage';
import { listPeople, type PeopleQuery, type PersonAction, personAction, systemKeys } from './api';
import { tablePaging } from './format';
import { PeopleSearch } from './PeopleSearch';
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
            <PeopleSearch
              name="staffSearch"
              placeholder={t(platform ? 'staff.searchPlatform' : 'staff.searchPlaceholder')}
              onSearch={(filter) => setQuery({ current: 1, size: query.size, ...filter })}
            />
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
