import type { AgreementRecord } from '@dropmall/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, message, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../lib/page';
import { Permitted } from '../../lib/permitted';
import { AgreementFormModal } from './AgreementFormModal';
import { type AgreementDraft, agreementKeys, fetchManaged, saveAgreement } from './api';
import './agreements.css';

/** /System/agreement (operators): every agreement, drafts included; write, edit and publish (button 'publish'). */
export default function AgreementsAdminPage({ titleKey }: PageProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState(1);
  const [editing, setEditing] = useState<AgreementRecord | null | undefined>(undefined);
  const page = useQuery({
    queryKey: agreementKeys.manage(current),
    queryFn: () => fetchManaged(current),
    placeholderData: keepPreviousData,
  });
  const save = useMutation({
    mutationFn: (draft: AgreementDraft) => saveAgreement(draft),
    onSuccess: (saved) => {
      void message.success(t(saved.state === 'published' ? 'agreements.published' : 'agreements.saved'));
      setEditing(undefined);
      void queryClient.invalidateQueries({ queryKey: agreementKeys.all });
    },
  });
  const date = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language.startsWith('zh') ? 'zh-CN' : 'en-GB');

  return (
    <section className="dm-admin" data-testid="agreements-admin">
      <header className="dm-admin__head">
        <h1>{t(titleKey)}</h1>
        <Permitted label="publish">
          <Button type="primary" onClick={() => setEditing(null)} data-testid="agreement-new">
            {t('agreements.new')}
          </Button>
        </Permitted>
      </header>
      <Table<AgreementRecord>
        rowKey="id"
        loading={page.isLoading}
        dataSource={page.data?.records ?? []}
        pagination={{
          current,
          pageSize: 10,
          total: page.data?.total ?? 0,
          onChange: setCurrent,
          showSizeChanger: false,
        }}
        columns={[
          { title: t('agreements.title'), dataIndex: 'title' },
          {
            title: t('agreements.state'),
            dataIndex: 'state',
            width: 140,
            render: (state: AgreementRecord['state']) => (
              <Tag color={state === 'published' ? 'green' : 'default'}>{t(`agreements.state_${state}`)}</Tag>
            ),
          },
          { title: t('agreements.updateTime'), dataIndex: 'updateTime', width: 200, render: date },
          {
            title: t('agreements.actions'),
            width: 120,
            render: (_, row) => (
              <Permitted label="publish">
                <Button type="link" onClick={() => setEditing(row)}>
                  {t('agreements.edit')}
                </Button>
              </Permitted>
            ),
          },
        ]}
      />
      <AgreementFormModal
        editing={editing}
        saving={save.isPending}
        onSave={(draft) => save.mutate(draft)}
        onCancel={() => setEditing(undefined)}
      />
    </section>
  );
}
