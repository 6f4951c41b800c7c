import { TaskDataType } from '@dropmall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../lib/saveFile';
import { useLoginGate } from '../../lib/useLoginGate';
import { exportKeys, initZip, saveTask } from './api';
import { ExportQueuedDialog, type RecordTab } from './ExportQueuedDialog';

/** A name a file system takes: the SKU, without characters some systems refuse. */
const zipName = (sku: string) => `${sku.replace(/[^\w.-]+/g, '_') || 'product'}.zip`;

/**
 * Download and publish for the storefront's buttons (spec 000 §2, §5, §7): each checks the session first
 * (visitors go to /login). One product downloads at once as a zip; a batch is queued as an export task and
 * the dialog points to the export records; publishing puts the products on the publish list.
 * `onCounted` runs after the server counted a download or publish, so the page can show the new counts.
 */
export function useProductTasks(onCounted?: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const loggedIn = useLoginGate();
  const [queuedTab, setQueuedTab] = useState<RecordTab | null>(null);
  const counted = () => {
    onCounted?.();
    void queryClient.invalidateQueries({ queryKey: exportKeys.all });
  };

  const one = useMutation({
    mutationFn: async ({ id, sku }: { id: number; sku: string }) => saveFile(await initZip(id), zipName(sku)),
    onSuccess: () => {
      void message.success(t('exports.downloaded'));
      counted();
    },
  });
  const publishing = useMutation({
    mutationFn: ({ ids, title }: { ids: number[]; title: string }) =>
      saveTask(TaskDataType.publish, ids, title),
    onSuccess: (result) => {
      void message.success(t('exports.published', { count: result.count }));
      counted();
    },
  });
  const batch = useMutation({
    mutationFn: (ids: number[]) => saveTask(TaskDataType.download, ids, ''),
    onSuccess: () => {
      setQueuedTab('second');
      void queryClient.invalidateQueries({ queryKey: exportKeys.all });
    },
  });

  return {
    download: (id: number, sku: string) => {
      if (loggedIn()) one.mutate({ id, sku });
    },
    publish: (ids: number[], title = '') => {
      if (loggedIn()) publishing.mutate({ ids, title });
    },
    batchDownload: (ids: number[]) => {
      if (loggedIn()) batch.mutate(ids);
    },
    downloading: one.isPending || batch.isPending,
    publishing: publishing.isPending,
    dialog: <ExportQueuedDialog tab={queuedTab} onClose={() => setQueuedTab(null)} />,
  };
}
