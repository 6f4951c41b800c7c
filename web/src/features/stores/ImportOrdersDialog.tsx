import { STORE_CSV_MAX_CHARS, type StoreCsvImportResult, type StoreView } from '@dropmall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Modal, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { importStoreOrders } from './api';

/**
 * A store without API access: its orders come from the CSV Shopify exports (Orders > Export). The file is
 * read here and sent as text; the server refuses a bad file naming its line, and keeps each order once.
 */
export function ImportOrdersDialog({ store, onClose }: { store: StoreView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<StoreCsvImportResult | null>(null);
  const reset = () => {
    setFile(null);
    setProblem(null);
    setDone(null);
  };
  const send = useMutation({
    mutationFn: () => importStoreOrders(store?.id ?? 0, file?.text ?? ''),
    onSuccess: (result) => {
      setDone(result);
      setProblem(null);
    },
    onError: (error: Error) => setProblem(error.message),
    onSettled: () => void queryClient.invalidateQueries(),
  });
  return (
    <Modal
      open={store !== null}
      title={t('stores.import.title', { store: store?.name ?? '' })}
      okText={t('stores.import.send')}
      okButtonProps={{ disabled: !file || done !== null, id: 'import-orders-send' }}
      cancelText={done ? t('stores.import.close') : t('stores.cancel')}
      confirmLoading={send.isPending}
      onOk={() => send.mutate()}
      onCancel={() => {
        reset();
        onClose();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('stores.import.help')}</Typography.Paragraph>
      <Upload
        accept=".csv,text/csv"
        maxCount={1}
        showUploadList={false}
        beforeUpload={(picked) => {
          reset();
          if (picked.size > STORE_CSV_MAX_CHARS) {
            setProblem(t('stores.import.tooBig'));
            return false;
          }
          void picked.text().then((text) => setFile({ name: picked.name, text }));
          return false;
        }}
      >
        <Button data-testid="import-orders-file">{t('stores.import.choose')}</Button>
      </Upload>
      {file && (
        <div className="dm-stores__muted" style={{ marginTop: 8 }} data-testid="import-orders-name">
          {file.name}
        </div>
      )}
      {problem && (
        <Alert
          type="error"
          showIcon
          title={problem}
          style={{ marginTop: 16 }}
          data-testid="import-orders-problem"
        />
      )}
      {done && (
        <Alert
          type="success"
          showIcon
          style={{ marginTop: 16 }}
          data-testid="import-orders-done"
          title={t('stores.import.done', { orders: done.orders, lines: done.lines, stored: done.stored })}
        />
      )}
    </Modal>
  );
}
