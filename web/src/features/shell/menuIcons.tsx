import {
  AppstoreOutlined,
  AuditOutlined,
  BellOutlined,
  ClusterOutlined,
  InboxOutlined,
  NotificationOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

type IconProps = { 'aria-hidden'?: boolean };

/** The icons the server's menu names in `iconCls`; an unknown name gets a neutral one. */
const ICONS: Record<string, ComponentType<IconProps>> = {
  user: UserOutlined,
  shop: ShopOutlined,
  solution: SolutionOutlined,
  wallet: WalletOutlined,
  setting: SettingOutlined,
  inbox: InboxOutlined,
  bell: BellOutlined,
  cluster: ClusterOutlined,
  audit: AuditOutlined,
  notification: NotificationOutlined,
};

/** Decoration only: hidden from assistive technology, so an item is named by its words ("CRM", not "solution CRM"). */
export function MenuIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? AppstoreOutlined;
  return <Icon aria-hidden />;
}
