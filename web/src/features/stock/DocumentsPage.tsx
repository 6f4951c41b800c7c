import { UploadOutlined } from '@ant-design/icons';
import type { StockDocumentRow } from '@dropmall/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../lib/page';
import { type DocumentQuery, documentCalls, stockKeys } from './api';
import { DocumentDrawer } from './DocumentDrawer';
import { DocumentListShell } from './DocumentListShell';
import { draftColumns } from './documentColumns';
import type { DocumentKind } from './documentKinds';
import { ExportButton } from './ExportButton';
import { downloadDocuments } from './files-api';
import { ImportModal } from './ImportModal';
import { NewDocumentModal } from './NewDocumentModal';
import './stock.css';

/**
 * A list page of one kind of stock document (merchant stock-in, third-party stock-in or stock-out): the
 * business's documents (filters, paging, xlsx export under the filters); a new one opens as a draft where a
 * scanner adds lines, or comes from a filled xlsx template (an importable kind); confirming books them into
 * the stock ledger.
 */
export function DocumentsPage({ kind, titleKey }: PageProps & { kind: DocumentKind }) {
  const { t } = useTranslation();
  const calls = documentCalls(kind.base);
  const [query, setQuery] = useState<DocumentQuery>({ current: 1, size: 10 });
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery({
    queryKey: stockKeys.documents(kind.base, query),
    queryFn: () => calls.list(query),
    placeholderData: keepPreviousData,
  });

  const shared = draftColumns<StockDocumentRow>(t, {
    statusTestId: 'stock-doc-status',
    openTestId: 'stock-doc-open',
    draftAction: t('stock.edit'),
    onOpen: (d) => setOpen(d.id),
    remarkWidth: 200,
  });
  const columns: TableColumnsType<StockDocumentRow> = [
    { title: t('stock.columns.docNo'), dataIndex: 'docNo', width: 200 },
    { title: t('stock.columns.warehouse'), dataIndex: 'warehouseName', width: 140 },
    shared.status,
    { title: t('stock.columns.lines'), dataIndex: 'lineCount', width: 80 },
    { title: t('stock.columns.quantity'), dataIndex: 'totalQuantity', width: 100 },
    ...shared.tail,
  ];

  return (
    <DocumentListShell<StockDocumentRow>
      title={t(titleKey)}
      intro={kind.id === 'merchantIn' ? undefined : t(`stockDocs.${kind.id}.intro`)}
      ownWarehouses={kind.ownWarehouses}
      newLabel={t(`stockDocs.${kind.id}.new`)}
      newTestId="stock-new-document"
      onNew={() => setCreating(true)}
      query={query}
      onQuery={setQuery}
      columns={columns}
      page={list.data}
      loading={list.isFetching}
      tools={
        <>
          {kind.importable && (
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="stock-import">
              {t('stockFiles.import')}
            </Button>
          )}
          <ExportButton
            fetchFile={() => downloadDocuments(kind.base, query)}
            name={kind.file}
            testId="stock-export"
          />
        </>
      }
    >
      {kind.importable && (
        <ImportModal
          kind={kind}
          open={importing}
          onClose={() => setImporting(false)}
          onImported={(id) => {
            setImporting(false);
            setOpen(id);
          }}
        />
      )}
      <NewDocumentModal
        open={creating}
        title={t(`stockDocs.${kind.id}.new`)}
        okId="stock-create"
        remarkTestId="stock-remark"
        ownOnly={kind.ownWarehouses}
        create={calls.create}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          setOpen(id);
        }}
      />
      {open !== null && <DocumentDrawer kind={kind} id={open} onClose={() => setOpen(null)} />}
    </DocumentListShell>
  );
}
