import { CloudUploadOutlined, SafetyCertificateOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

const POINTS = [
  { key: 'verified', icon: <SafetyCertificateOutlined aria-hidden /> },
  { key: 'publish', icon: <CloudUploadOutlined aria-hidden /> },
  { key: 'ship', icon: <SendOutlined aria-hidden /> },
] as const;

/** Why buy here, in three points, under the banner (fills the hero beside the category column). */
export function ServiceStrip() {
  const { t } = useTranslation();
  return (
    <ul className="dm-services">
      {POINTS.map((point) => (
        <li key={point.key}>
          <span className="dm-services__icon">{point.icon}</span>
          <span>
            <strong>{t(`home.services.${point.key}.title`)}</strong>
            <span className="dm-services__sub">{t(`home.services.${point.key}.text`)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
