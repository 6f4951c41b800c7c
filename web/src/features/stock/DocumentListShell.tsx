import { Button, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentQuery } from './api';
import { DocumentFilters } from './DocumentFilters';

interface Props<Row> {
  title: string;
  /** A line under the title saying what the page is for. */
  intro?: string;
  /** The warehouse filter offers only the business's own warehouses. */
  ownWarehouses?: boolean;
  /** The "new document" button: its text and test id. */
  newLabel: string;
  newTestId: string;
  onNew: () => void;
  query: DocumentQuery;
  onQuery: (query: DocumentQuery) => void;
  columns: TableColumnsType<Row>;
  page: { records: Row[]; total: number } | undefined;
  loading: boolean;
  /** More buttons beside "new": import, export. */
  tools?: ReactNode;
  /** The page's dialogs: its "new" dialog and the drawer of the open document. */
  children: ReactNode;
}

/**
 * A list of stock documents (stock-in, third-party stock-in and stock-out, counts): the title, a "new"
 * button, the shared filters and a paged table; each page brings its columns and its dialogs.
 */
export function DocumentListShell<Row extends { id: number }>({
  title,
  intro,
  ownWarehouses,
  newLabel,
  newTestId,
  onNew,
  query,
  onQuery,
  columns,
  page,
  loading,
  tools,
  children,
}: Props<Row>) {
  const { t } = useTranslation();
  return (
    <section className="dm-stock-page">
      <h1 className="dm-stock-page__title">{title}</h1>
      {intro && <p className="dm-stock-hint">{intro}</p>}
      <div className="dm-stock-toolbar">
        <Button type="primary" onClick={onNew} data-testid={newTestId}>
          {newLabel}
        </Button>
        {tools}
      </div>
      <DocumentFilters value={query} onChange={onQuery} ownWarehouses={ownWarehouses} />
      <Table<Row>
        rowKey="id"
        columns={columns}
        dataSource={page?.records ?? []}
        loading={loading}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: query.current,
          pageSize: query.size,
          total: page?.total ?? 0,
          showQuickJumper: true,
          showTotal: (total) => t('stock.total', { total }),
          onChange: (current, size) => onQuery({ ...query, current, size }),
        }}
      />
      {children}
    </section>
  );
}
