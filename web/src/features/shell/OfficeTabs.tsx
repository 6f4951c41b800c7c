import { CloseCircleOutlined, CloseOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tabs } from 'antd';
import type { MouseEvent } from 'react';
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

/** The tab bar of opened pages: click to switch, x or middle click to close, close all / all but this one. */
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
  const byKey = new Map(tabs.map((tab) => [tabKey(tab.path), tab]));
  const middleClose = (key: string) => (event: MouseEvent) => {
    if (event.button !== 1) return;
    event.preventDefault();
    onClose(key);
  };

  const items = tabs.map((tab) => {
    const key = tabKey(tab.path);
    return {
      key,
      label: (
        <span className="dm-tabs__label" onAuxClick={middleClose(key)} data-testid="office-tab">
          {titleOf(key) ?? tab.title}
        </span>
      ),
      closeIcon: <CloseOutlined aria-label={t('shell.closeTab')} />,
    };
  });

  return (
    <div className="dm-tabs" data-testid="office-tabs">
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        activeKey={activeKey}
        items={items}
        onChange={(key) => void navigate(byKey.get(key)?.path ?? key)}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') onClose(key);
        }}
      />
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
    </div>
  );
}
