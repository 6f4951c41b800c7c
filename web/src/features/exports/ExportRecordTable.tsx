import { DownloadOutlined } from '@ant-design/icons';
import type { ExportRecord } from '@dropmall/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Button, Progress, Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openLink, safeFileName, saveFile } from '../../lib/saveFile';
import { formatTime } from '../../lib/time';
import { exportKeys, fetchExportFile, fetchExportLink, fetchRecords } from './api';

const PAGE_SIZE = 10;
/** How often the list asks again while a task of it is queued or running. */
const POLL_MS = 1_500;

const STATUS_COLOURS = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
} as const;

/** One tab of the export records: the business's tasks of one kind, with progress and the file. */
export function ExportRecordTable({ dataType }: { dataType: number }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(1);
  const page = useQuery({
    queryKey: exportKeys.records(dataType, current),
    queryFn: () => fetchRecords(dataType, current, PAGE_SIZE),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.records.some((r) => r.status === 'queued' || r.status === 'running')
        ? POLL_MS
        : false,
  });
  const file = useMutation({
    mutationFn: async (record: ExportRecord) => {
      // Object storage hands the file out itself, by a short-lived signed link; a disk store through the API.
      const { url } = await fetchExportLink(record.id);
      if (url) return openLink(url);
      saveFile(
        await fetchExportFile(record.id),
        `${safeFileName(record.title, `export-${record.id}`)}.${record.fileType === 'zip' ? 'zip' : 'xlsx'}`,
      );
    },
  });

  const columns: ColumnsType<ExportRecord> = [
    {
      title: t('exports.type'),
      dataIndex: 'platformDataType',
      width: 150,
      render: (type: number) => t(`exports.types.${type}` as 'exports.types.4'),
    },
    { title: t('exports.title'), dataIndex: 'title', ellipsis: true },
    {
      title: t('exports.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (iso: string) => formatTime(iso),
    },
    {
      title: t('exports.status'),
      dataIndex: 'status',
      width: 220,
      render: (_: string, record) => (
        <div className="dm-export-status" data-testid={`export-status-${record.id}`}>
          <Tag color={STATUS_COLOURS[record.status]}>{t(`exports.statuses.${record.status}`)}</Tag>
          {record.status === 'running' && <Progress percent={record.progress} size="small" />}
          {record.status === 'failed' && record.reason && (
            <span className="dm-export-status__reason">{record.reason}</span>
          )}
        </div>
      ),
    },
    {
      title: t('exports.fileType'),
      dataIndex: 'fileType',
      width: 100,
      render: (type: string) => <Tag>{type}</Tag>,
    },
    {
      title: t('exports.action'),
      key: 'action',
      width: 130,
      render: (_: unknown, record) =>
        record.status === 'done' ? (
          <Button
            type="link"
            icon={<DownloadOutlined />}
            loading={file.isPending && file.variables?.id === record.id}
            onClick={() => file.mutate(record)}
            data-testid={`export-download-${record.id}`}
          >
            {t('exports.download')}
          </Button>
        ) : (
          <Tooltip title={t('exports.notReady')}>
            <span className="dm-export-muted">—</span>
          </Tooltip>
        ),
    },
  ];

  return (
    <Table<ExportRecord>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={page.data?.records ?? []}
      loading={page.isPending}
      locale={{ emptyText: t('exports.empty') }}
      pagination={{
        current,
        pageSize: PAGE_SIZE,
        total: page.data?.total ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: setCurrent,
      }}
      scroll={{ x: 860 }}
      data-testid={`export-records-${dataType}`}
    />
  );
}
