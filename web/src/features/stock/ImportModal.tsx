import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { STOCK_IMPORT_MAX_BYTES } from '@dropmall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, message, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/http';
import { saveFile } from '../../lib/saveFile';
import { stockKeys } from './api';
import type { DocumentKind } from './documentKinds';
import { downloadTemplate, importDocument } from './files-api';
import { WarehouseSelect } from './WarehouseSelect';

interface Props {
  /** The kind of document the import makes a draft of. */
  kind: DocumentKind;
  open: boolean;
  onClose: () => void;
  /** The new draft's id: the page opens it. */
  onImported: (id: number) => void;
}

/**
 * Import a draft (a stock-in) from the xlsx template: download the template, fill it in, choose the warehouse and the
 * file. The server checks every row first; the rows it refuses are listed here (nothing was imported).
 */
export function ImportModal({ kind, open, onClose, onImported }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [warehouseId, setWarehouseId] = useState<number | undefined>(kind.ownWarehouses ? undefined : 1);
  const [remark, setRemark] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const template = useMutation({
    mutationFn: async () => saveFile(await downloadTemplate(kind.base), `${kind.file}-template.xlsx`),
  });
  const run = useMutation({
    mutationFn: () => importDocument(kind.base, warehouseId ?? 0, remark, file as File),
    onMutate: () => setProblem(null),
    onSuccess: (made) => {
      void queryClient.invalidateQueries({ queryKey: stockKeys.all });
      void message.success(t('stockFiles.imported', { lines: made.lines, quantity: made.quantity }));
      setFile(null);
      setRemark('');
      onImported(made.id);
    },
    onError: (error) => setProblem(error instanceof ApiError ? error.message : String(error)),
  });
  const close = () => {
    setProblem(null);
    setFile(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('stockFiles.importTitle')}
      okText={t('stockFiles.import')}
      cancelText={t('stock.cancel')}
      okButtonProps={{
        disabled: warehouseId === undefined || file === null,
        loading: run.isPending,
        id: 'stock-import-run',
      }}
      onOk={() => run.mutate()}
      onCancel={close}
      destroyOnHidden
      width={640}
    >
      <p className="dm-stock-hint">{t('stockFiles.importHint')}</p>
      <Button
        icon={<DownloadOutlined />}
        onClick={() => template.mutate()}
        loading={template.isPending}
        data-testid="stock-template"
      >
        {t('stockFiles.template')}
      </Button>
      <Form layout="vertical" className="dm-stock-import-form">
        <Form.Item label={t('stock.columns.warehouse')} required>
          <WarehouseSelect value={warehouseId} onChange={setWarehouseId} ownOnly={kind.ownWarehouses} />
        </Form.Item>
        <Form.Item label={t('stock.columns.remark')}>
          <Input
            maxLength={500}
            value={remark}
            placeholder={t('stockFiles.remarkHint')}
            onChange={(e) => setRemark(e.target.value)}
          />
        </Form.Item>
        <Form.Item label={t('stockFiles.file')} required>
          <Upload.Dragger
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            maxCount={1}
            fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
            beforeUpload={(chosen) => {
              setProblem(chosen.size > STOCK_IMPORT_MAX_BYTES ? t('stockFiles.tooLarge') : null);
              setFile(chosen.size > STOCK_IMPORT_MAX_BYTES ? null : chosen);
              return false; // sent with the import, not on its own
            }}
            onRemove={() => setFile(null)}
            data-testid="stock-import-file"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p>{t('stockFiles.drop')}</p>
            <p className="dm-stock-muted">{t('stockFiles.limits')}</p>
          </Upload.Dragger>
        </Form.Item>
      </Form>
      {problem && (
        <Alert
          type="error"
          showIcon
          className="dm-stock-import-problem"
          title={<span data-testid="stock-import-problem">{problem}</span>}
        />
      )}
    </Modal>
  );
}
