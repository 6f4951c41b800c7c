import { post } from '../../lib/http';
import { i18n } from '../../lib/i18n';
import { logout } from '../../lib/session';

/** Ends the session on the server too; the user leaves whatever it answers (a dead token, no network). */
async function endSession(): Promise<void> {
  await post('/logout', {}, { quiet: true, stayOnSessionLoss: true }).catch(() => undefined);
  logout();
}

/**
 * Logout asks first (spec 001 §2: 'Confirm To Exit?'), then clears the session and reloads on /. The dialog
 * (antd Modal) is fetched on the click: the mall header offers logout on every page but it is rarely used.
 */
export function confirmLogout(): void {
  void import('antd/es/modal').then(({ default: Modal }) =>
    Modal.confirm({
      title: i18n.t('logout.title'),
      content: i18n.t('logout.content'),
      okText: i18n.t('logout.ok'),
      cancelText: i18n.t('logout.cancel'),
      onOk: endSession,
    }),
  );
}
