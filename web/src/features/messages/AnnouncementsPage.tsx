import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Modal, message, Switch, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../lib/page';
import { Permitted } from '../../lib/permitted';
import { formatTime } from '../../lib/time';
import {
  type Announcement,
  type AnnouncementInput,
  announcementKeys,
  fetchAnnouncements,
  sendAnnouncement,
} from './api';
import './messages.css';

type Values = Omit<AnnouncementInput, 'type'> & { counted: boolean };

/** /System/announcement (operators): send an announcement to every business, and see what was sent. */
export default function AnnouncementsPage({ titleKey }: PageProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [current, setCurrent] = useState(1);
  const sent = useQuery({
    queryKey: announcementKeys.list(current),
    queryFn: () => fetchAnnouncements(current),
    placeholderData: keepPreviousData,
  });
  const [modal, modalHolder] = Modal.useModal();
  const send = useMutation({
    mutationFn: ({ counted, ...values }: Values) => sendAnnouncement({ ...values, type: counted ? 1 : 0 }),
    onSuccess: (done) => {
      void message.success(t('announcements.sent', { count: done.recipients }));
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: ['announcements'] });
    },
  });

  return (
    <section className="dm-messages" data-testid="announcements-page">
      <header className="dm-messages__head">
        <h1>{t(titleKey)}</h1>
      </header>
      {modalHolder}
      <Permitted label="publish">
        <Card title={t('announcements.new')} size="small">
          <Form
            form={form}
            layout="vertical"
            initialValues={{ counted: true }}
            onFinish={(values) =>
              // It reaches every business at once and cannot be taken back: ask first.
              void modal.confirm({
                title: t('announcements.confirmTitle'),
                content: t('announcements.confirmText'),
                okText: t('announcements.send'),
                cancelText: t('announcements.cancel'),
                onOk: () => send.mutate(values),
              })
            }
          >
            <Form.Item
              name="title"
              label={t('announcements.title')}
              rules={[
                { required: true, whitespace: true, message: t('announcements.titleRequired') },
                { max: 120 },
              ]}
            >
              <Input data-testid="announcement-title" />
            </Form.Item>
            <Form.Item
              name="content"
              label={t('announcements.content')}
              rules={[
                { required: true, whitespace: true, message: t('announcements.contentRequired') },
                { max: 5000 },
              ]}
            >
              <Input.TextArea rows={4} data-testid="announcement-content" />
            </Form.Item>
            <Form.Item name="titleZh" label={t('announcements.titleZh')} rules={[{ max: 120 }]}>
              <Input />
            </Form.Item>
            <Form.Item name="contentZh" label={t('announcements.contentZh')} rules={[{ max: 5000 }]}>
              <Input.TextArea rows={3} />
            </Form.Item>
            <Form.Item name="counted" label={t('announcements.counted')} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={send.isPending} data-testid="announcement-send">
              {t('announcements.send')}
            </Button>
          </Form>
        </Card>
      </Permitted>
      <Table<Announcement>
        rowKey="id"
        loading={sent.isLoading}
        dataSource={sent.data?.records ?? []}
        pagination={{
          current,
          pageSize: 10,
          total: sent.data?.total ?? 0,
          onChange: setCurrent,
          showSizeChanger: false,
        }}
        columns={[
          { title: t('announcements.title'), dataIndex: 'title' },
          { title: t('announcements.content'), dataIndex: 'content', ellipsis: true },
          { title: t('announcements.recipients'), dataIndex: 'recipients', width: 120 },
          {
            title: t('announcements.time'),
            dataIndex: 'createTime',
            width: 180,
            render: (iso: string) => formatTime(iso, '', i18n.language),
          },
        ]}
      />
    </section>
  );
}
