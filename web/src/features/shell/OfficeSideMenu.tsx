import { UNREAD_BADGE_MAX } from '@dropmall/contract';
import { Badge, Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isGroup, menuTrail } from '../../lib/menuTree';
import type { MenuNode } from '../../lib/storage';
import { useUnreadCount } from '../../lib/unread';
import { MenuIcon } from './menuIcons';

type Item = NonNullable<MenuProps['items']>[number];

/** The page whose menu item carries the unread-message badge (spec 001 §2). */
export const MESSAGE_PATH = '/message/index';
const PENDING = 'pending:';

interface OfficeSideMenuProps {
  menu: readonly MenuNode[];
  activePath: string;
  collapsed: boolean;
  /** Whether the app has a page for a menu path; items without one are left out (and logged at startup). */
  hasPage: (path: string) => boolean;
}

function MessageLabel({ name, collapsed }: { name: string; collapsed: boolean }) {
  const unread = useUnreadCount();
  if (collapsed) return name;
  return (
    <span className="dm-side__message">
      {name}
      <Badge count={unread} overflowCount={UNREAD_BADGE_MAX} size="small" data-testid="message-badge" />
    </span>
  );
}

type ItemOptions = Pick<OfficeSideMenuProps, 'hasPage' | 'collapsed'>;

function toItems(nodes: readonly MenuNode[], props: ItemOptions): Item[] {
  return nodes.flatMap((node): Item[] => {
    if (node.IsHide) return [];
    const icon = node.iconCls ? <MenuIcon key="icon" name={node.iconCls} /> : undefined;
    if (isGroup(node)) {
      const children = toItems(node.children ?? [], props);
      return children.length > 0 ? [{ key: `group:${node.id}`, icon, label: node.name, children }] : [];
    }
    if (node.path === '') return [{ key: `${PENDING}${node.id}`, icon, label: node.name }];
    if (!props.hasPage(node.path)) return [];
    const label =
      node.path === MESSAGE_PATH ? (
        <MessageLabel key="label" name={node.name} collapsed={props.collapsed} />
      ) : (
        node.name
      );
    return [{ key: node.path, icon, label }];
  });
}

/** The collapsible side menu built from the saved route list (spec 001 §2). */
export function OfficeSideMenu(props: OfficeSideMenuProps) {
  const { menu, activePath, collapsed, hasPage } = props;
  const navigate = useNavigate();
  const { t } = useTranslation();
  const items = useMemo(() => toItems(menu, { hasPage, collapsed }), [menu, hasPage, collapsed]);
  const groupsOfActive = useMemo(
    () =>
      menuTrail(menu, activePath)
        .filter(isGroup)
        .map((node) => `group:${node.id}`),
    [menu, activePath],
  );
  const [openKeys, setOpenKeys] = useState<string[]>(groupsOfActive);
  useEffect(() => setOpenKeys((open) => [...new Set([...open, ...groupsOfActive])]), [groupsOfActive]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    // Spec 001 §8: a menu item whose page address is pending answers with an alert ('无页面地址').
    if (key.startsWith(PENDING)) window.alert(t('office.pendingPage'));
    else void navigate(key);
  };

  return (
    <Menu
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={[activePath]}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={onClick}
      className="dm-side__menu"
      data-testid="side-menu"
    />
  );
}
