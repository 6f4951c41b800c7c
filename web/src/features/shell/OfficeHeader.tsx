import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isBusinessSession } from '../../lib/session';
import { LanguageSwitch } from '../../lib/ui/LanguageSwitch';
import { LogoMark } from '../../lib/ui/Logo';
import { MessageBell } from '../messages';
import { UserMenu } from './UserMenu';
import './shell.css';
import './office-shell.css';

interface OfficeHeaderProps {
  collapsed: boolean;
  onToggle: () => void;
  /** The breadcrumb of the current page. */
  crumbs: ReactNode;
}

/**
 * The back-office header (spec 001 §2): the logo (the short name when the menu is collapsed), the menu
 * toggle, the breadcrumb, the language switch and the user's menu.
 */
export function OfficeHeader({ collapsed, onToggle, crumbs }: OfficeHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="dm-office-header">
      <Link
        to="/Welcome"
        className={`dm-office-brand${collapsed ? ' dm-office-brand--collapsed' : ''}`}
        title={t('office.home')}
        data-testid="office-brand"
      >
        <LogoMark size={28} />
        <span className="dm-office-brand__name">
          {collapsed ? t('brand.short') : t(isBusinessSession() ? 'brand.office' : 'brand.platformOffice')}
        </span>
      </Link>
      <Button
        type="text"
        className="dm-office-header__toggle"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        aria-label={t(collapsed ? 'shell.expandMenu' : 'shell.collapseMenu')}
        aria-expanded={!collapsed}
        onClick={onToggle}
        data-testid="menu-toggle"
      />
      <div className="dm-office-header__crumbs">{crumbs}</div>
      <div className="dm-office-header__actions">
        <MessageBell tone="office" />
        <LanguageSwitch tone="dark" />
        <UserMenu />
      </div>
    </header>
  );
}
