import { Modal } from 'antd';
import { i18n } from '../../lib/i18n';
import { logout } from '../../lib/session';

/** Logout asks first (spec 001 §2: 'Confirm To Exit?'), then clears the session and reloads on /. */
export function confirmLogout(): void {
  Modal.confirm({
    title: i18n.t('logout.title'),
    content: i18n.t('logout.content'),
    okText: i18n.t('logout.ok'),
    cancelText: i18n.t('logout.cancel'),
    onOk: logout,
  });
}
