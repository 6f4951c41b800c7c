import { STORE_CSV_MAX_CHARS, type StoreView } from '@dropmall/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchImportTask, importStoreOrders } from './api';
import { ImportProblem, ImportProgress } from './ImportProgress';

/** How often the dialog asks how far a running import got. */
const POLL_MS = 1_000;

/**
 * A store without API access: its orders come from the CSV Shopify exports (Orders > Export). The file is
 * read here and sent as text; the server refuses a bad file naming each bad line, or queues it and answers
 * at once; the dialog then follows the import's task until it is done (closing it does not stop it).
 */
export function ImportOrdersDialog({ store, onClose }: { store: StoreView | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [taskId, setTaskId] = useState<number | null>(null);
  const reset = () => {
    setFile(null);
    setProblem(null);
    setTaskId(null);
  };
  const send = useMutation({
    mutationFn: () => importStoreOrders(store?.id ?? 0, file?.text ?? ''),
    onSuccess: (queued) => {
      setTaskId(queued.taskId);
      setProblem(null);
    },
    onError: (error: Error) => setProblem(error.message),
  });
  const task = useQuery({
    queryKey: ['stores', 'import', taskId],
    queryFn: () => fetchImportTask(taskId ?? 0),
    enabled: taskId !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'done' || status === 'failed' ? false : POLL_MS;
    },
  });
  const finished = task.data?.status === 'done' || task.data?.status === 'failed';
  // The imported orders show on the lists behind the dialog once the task has written them.
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[1] !== 'import' });
  }, [finished, queryClient]);
  return (
    <Modal
      open={store !== null}
      title={t('stores.import.title', { store: store?.name ?? '' })}
      okText={t('stores.import.send')}
      okButtonProps={{ disabled: !file || taskId !== null, id: 'import-orders-send' }}
      cancelText={taskId !== null ? t('stores.import.close') : t('stores.cancel')}
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
      {problem && <ImportProblem message={problem} />}
      {task.data && <ImportProgress state={task.data} />}
    </Modal>
  );
}
