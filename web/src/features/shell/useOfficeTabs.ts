import { StorageKey } from '@dropmall/contract';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { readStorage, type TabItem, writeStorage } from '../../lib/storage';
import { closeOthers, closeTab, openTab, restoreTabs, tabKey } from './tabs';

/**
 * The open tabs of the back office (spec 001 §2): restored from `Tags`, the current page added when it is
 * shown in tabs (`current` null for pages flagged not to be), saved back on every change.
 */
export function useOfficeTabs(current: TabItem | null) {
  const navigate = useNavigate();
  const [tabs, setTabs] = useState<TabItem[]>(() => restoreTabs(readStorage(StorageKey.tags)));
  const currentPath = current?.path ?? null;
  const currentTitle = current?.title ?? '';
  const activeKey = currentPath ? tabKey(currentPath) : '';

  useEffect(() => {
    if (currentPath) setTabs((open) => openTab(open, { path: currentPath, title: currentTitle }));
  }, [currentPath, currentTitle]);

  useEffect(() => writeStorage(StorageKey.tags, tabs), [tabs]);

  const close = useCallback(
    (key: string) => {
      const result = closeTab(tabs, key, activeKey);
      setTabs(result.tabs);
      if (result.next) void navigate(result.next);
    },
    [tabs, activeKey, navigate],
  );

  const closeAll = useCallback(() => {
    setTabs([]);
    void navigate('/');
  }, [navigate]);

  const keepActive = useCallback(() => setTabs((open) => closeOthers(open, activeKey)), [activeKey]);

  return { tabs, activeKey, close, closeAll, closeOthers: keepActive };
}
