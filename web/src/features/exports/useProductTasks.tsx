import { type StoreView, TaskDataType } from '@dropmall/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../lib/saveFile';
import { toast } from '../../lib/toast';
import { lazyInTheme } from '../../lib/ui/AntdTheme';
import { useLoginGate } from '../../lib/useLoginGate';
import { fetchStores, storeKeys } from '../stores/api';
import { exportKeys, initZip, publishToStore, saveTask } from './api';
import type { RecordTab } from './ExportQueuedDialog';
import type { StoreChoice } from './TaskDialogs';

// The dialogs (antd Modal, Radio) are fetched when one first opens: the storefront's buttons stay light.
const TaskDialogs = lazyInTheme(() => import('./TaskDialogs'));

/** A name a file system takes: the SKU, without characters some systems refuse. */
const zipName = (sku: string) => `${sku.replace(/[^\w.-]+/g, '_') || 'product'}.zip`;

/**
 * Download and publish for the storefront's buttons (spec 000 §2, §5, §7): each checks the session first
 * (visitors go to /login). One product downloads at once as a zip; a batch is queued as an export task and
 * the dialog points to the export records; publishing asks which connected store (or only the publish list,
 * for the CSV files) when the business has one, and puts the products on the publish list.
 * `onCounted` runs after the server counted a download or publish, so the page can show the new counts.
 */
export function useProductTasks(onCounted?: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const loggedIn = useLoginGate();
  const [queuedTab, setQueuedTab] = useState<RecordTab | null>(null);
  /** The publish waiting for a store choice: the products, the title and the stores offered. */
  const [choosing, setChoosing] = useState<StoreChoice | null>(null);
  /** Once a dialog has opened they stay mounted, so closing animates as before. */
  const [dialogsWanted, setDialogsWanted] = useState(false);
  const [choice, setChoice] = useState(0);
  const counted = () => {
    onCounted?.();
    void queryClient.invalidateQueries({ queryKey: exportKeys.all });
  };

  const one = useMutation({
    mutationFn: async ({ id, sku }: { id: number; sku: string }) => saveFile(await initZip(id), zipName(sku)),
    onSuccess: () => {
      toast.success(t('exports.downloaded'));
      counted();
    },
  });
  const publishing = useMutation({
    mutationFn: ({ ids, title }: { ids: number[]; title: string }) =>
      saveTask(TaskDataType.publish, ids, title),
    onSuccess: (result) => {
      toast.success(t('exports.published', { count: result.count }));
      counted();
    },
  });
  const toStore = useMutation({
    mutationFn: ({ ids, store }: { ids: number[]; store: StoreView }) => publishToStore(store.id, ids),
    onSuccess: (result, { store }) => {
      setChoosing(null);
      toast.success(t('exports.publishQueued', { count: result.count, store: store.name }));
      counted();
    },
  });
  /** The business's active stores; none when it has none or may not read them. */
  const activeStores = async () => {
    try {
      const list = await queryClient.fetchQuery({
        queryKey: storeKeys.all,
        queryFn: fetchStores,
        retry: false,
      });
      return list.records.filter((s) => s.state === 'active' && s.platform !== 'csv');
    } catch {
      return [];
    }
  };
  const batch = useMutation({
    mutationFn: (ids: number[]) => saveTask(TaskDataType.download, ids, ''),
    onSuccess: () => {
      setDialogsWanted(true);
      setQueuedTab('second');
      void queryClient.invalidateQueries({ queryKey: exportKeys.all });
    },
  });

  return {
    download: (id: number, sku: string) => {
      if (loggedIn()) one.mutate({ id, sku });
    },
    publish: (ids: number[], title = '') => {
      if (!loggedIn()) return;
      void activeStores().then((stores) => {
        if (stores.length === 0) publishing.mutate({ ids, title });
        else {
          setChoice(stores[0]?.id ?? 0);
          setDialogsWanted(true);
          setChoosing({ ids, title, stores });
        }
      });
    },
    batchDownload: (ids: number[]) => {
      if (loggedIn()) batch.mutate(ids);
    },
    downloading: one.isPending || batch.isPending,
    publishing: publishing.isPending || toStore.isPending,
    dialog: dialogsWanted && (
      <Suspense fallback={null}>
        <TaskDialogs
          queuedTab={queuedTab}
          onQueuedClose={() => setQueuedTab(null)}
          choosing={choosing}
          choice={choice}
          onChoice={setChoice}
          confirmLoading={toStore.isPending || publishing.isPending}
          onCancel={() => setChoosing(null)}
          onOk={() => {
            if (!choosing) return;
            const store = choosing.stores.find((s) => s.id === choice);
            if (store) toStore.mutate({ ids: choosing.ids, store });
            else
              publishing.mutate(
                { ids: choosing.ids, title: choosing.title },
                { onSuccess: () => setChoosing(null) },
              );
          }}
        />
      </Suspense>
    ),
  };
}
