import { DownOutlined, HomeOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { displayUserName } from '../../lib/session';
import { confirmLogout } from './confirmLogout';

/** The office header's user area (spec 001 §2): Go Home Page, settings (/System/password), Logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = displayUserName() || t('user.fallbackName');
  const items: MenuProps['items'] = [
    { key: 'home', icon: <HomeOutlined />, label: t('user.goHome') },
    { key: 'settings', icon: <SettingOutlined />, label: t('user.settings') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('user.logout'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'home') void navigate('/');
    else if (key === 'settings') void navigate('/System/password');
    else confirmLogout();
  };

  return (
    <Dropdown trigger={['click']} menu={{ items, onClick }} placement="bottomRight">
      <button
        type="button"
        className="dm-user"
        aria-label={t('user.menuOf', { name })}
        data-testid="user-menu"
      >
        <Avatar size={30} icon={<UserOutlined />} className="dm-user__avatar" />
        <span className="dm-user__name">{name}</span>
        <DownOutlined className="dm-user__caret" />
      </button>
    </Dropdown>
  );
}
