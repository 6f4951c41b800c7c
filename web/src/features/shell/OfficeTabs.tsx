import { CloseCircleOutlined, CloseOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { type KeyboardEvent, type MouseEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TabItem } from '../../lib/storage';
import { tabKey } from './tabs';
import './office-shell.css';

interface OfficeTabsProps {
  tabs: readonly TabItem[];
  activeKey: string;
  /** The page title in the current language (the stored one was saved in the language of that day). */
  titleOf: (path: string) => string | null;
  onClose: (key: string) => void;
  onCloseAll: () => void;
  onCloseOthers: () => void;
}

/** Where a key moves the focus among `count` tabs from `at` (null: the key is not a move). */
function moveOf(key: string, at: number, count: number): number | null {
  if (key === 'ArrowRight') return (at + 1) % count;
  if (key === 'ArrowLeft') return (at - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The tab bar of opened pages, a WAI-ARIA tablist (issue 37): only the tabs are in it; the active tab is the
 * one Tab stop, the arrow keys (and Home, End) move between tabs, Enter or Space opens one, Delete closes it.
 * The mouse closes by the x (outside the accessibility tree: Delete is its keyboard twin) or a middle click;
 * "Tabs" offers close all / all but this one.
 */
export function OfficeTabs({
  tabs,
  activeKey,
  titleOf,
  onClose,
  onCloseAll,
  onCloseOthers,
}: OfficeTabsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useRef<HTMLDivElement>(null);
  const tabAt = (at: number) => list.current?.querySelectorAll<HTMLElement>('[role=tab]')[at];

  const onKeyDown = (at: number, key: string) => (event: KeyboardEvent) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onClose(key);
      // The focus stays in the bar, on the tab that takes the closed one's place.
      requestAnimationFrame(() => (tabAt(Math.min(at, tabs.length - 2)) ?? tabAt(0))?.focus());
      return;
    }
    const to = moveOf(event.key, at, tabs.length);
    if (to === null) return;
    event.preventDefault();
    tabAt(to)?.focus();
  };
  const middleClose = (key: string) => (event: MouseEvent) => {
    if (event.button !== 1) return;
    event.preventDefault();
    onClose(key);
  };
  const activeAt = Math.max(
    0,
    tabs.findIndex((tab) => tabKey(tab.path) === activeKey),
  );

  return (
    <nav className="dm-tabs" data-testid="office-tabs" aria-label={t('shell.openPages')}>
      <div className="dm-tabs__list" role="tablist" aria-label={t('shell.openPages')} ref={list}>
        {tabs.map((tab, at) => {
          const key = tabKey(tab.path);
          const active = key === activeKey;
          return (
            <div
              key={key}
              role="presentation"
              className={`dm-tabs__tab${active ? ' dm-tabs__tab--active' : ''}`}
            >
              <button
                type="button"
                role="tab"
                aria-selected={active}
                aria-keyshortcuts="Delete"
                tabIndex={at === activeAt ? 0 : -1}
                className="dm-tabs__label"
                data-testid="office-tab"
                onClick={() => void navigate(tab.path)}
                onAuxClick={middleClose(key)}
                onKeyDown={onKeyDown(at, key)}
              >
                {titleOf(key) ?? tab.title}
              </button>
              <span
                className="dm-tabs__close"
                aria-hidden="true"
                title={t('shell.closeTab')}
                data-testid="office-tab-close"
                onClick={() => onClose(key)}
              >
                <CloseOutlined />
              </span>
            </div>
          );
        })}
      </div>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          items: [
            { key: 'others', icon: <CloseOutlined />, label: t('shell.closeOthers') },
            { key: 'all', icon: <CloseCircleOutlined />, label: t('shell.closeAll') },
          ],
          onClick: ({ key }) => (key === 'all' ? onCloseAll() : onCloseOthers()),
        }}
      >
        <Button size="small" className="dm-tabs__more" data-testid="tabs-actions">
          {t('shell.tabActions')} <DownOutlined />
        </Button>
      </Dropdown>
    </nav>
  );
}
