import { CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../lib/ui/Logo';
import './office.css';

/** About (page inventory of spec 001 §2): what Dropmall is, for business users. */
export default function AboutPage() {
  const { t } = useTranslation();
  const points = t('about.points', { returnObjects: true });
  return (
    <section className="dm-about">
      <LogoMark size={48} />
      <h1>{t('about.title')}</h1>
      <p>{t('about.text')}</p>
      <ul className="dm-about__points">
        {points.map((point) => (
          <li key={point}>
            <CheckCircleFilled className="dm-about__check" /> {point}
          </li>
        ))}
      </ul>
    </section>
  );
}
