import { LockOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PAY_PASSWORD_PAGE } from '../payPassword';
import { formatTime } from '../time';

interface Props {
  open: boolean;
  /** When the lock ends (ISO), if known. */
  lockedUntil: string | null;
  onClose: () => void;
}

/**
 * The spec's dialog 'The 6-digit password has been disabled' (spec 001 §5): shown when a balance payment
 * meets a locked payment password. The owner can reset it with a code at once, or wait for the lock to end.
 */
export function PayPasswordDisabledModal({ open, lockedUntil, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal
      open={open}
      title={
        <span data-testid="pay-password-disabled">
          <LockOutlined aria-hidden /> {t('payPassword.disabledTitle')}
        </span>
      }
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('payPassword.close')}
        </Button>,
        <Button
          key="reset"
          type="primary"
          onClick={() => {
            onClose();
            void navigate(PAY_PASSWORD_PAGE);
          }}
        >
          {t('payPassword.resetByCode')}
        </Button>,
      ]}
    >
      <p>{t('payPassword.disabledText')}</p>
      {lockedUntil && <p>{t('payPassword.lockedUntil', { time: formatTime(lockedUntil) })}</p>}
    </Modal>
  );
}
