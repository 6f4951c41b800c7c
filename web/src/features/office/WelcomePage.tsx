import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../lib/ui/Logo';
import './office.css';

/** The back office's main page: the welcome text (spec 001 §2); the dashboard comes with its own issue. */
export default function WelcomePage() {
  const { t } = useTranslation();
  return (
    <section className="dm-welcome">
      <LogoMark size={72} />
      <h1 className="dm-welcome__title">{t('welcome.title')}</h1>
      <p className="dm-welcome__text">{t('welcome.text')}</p>
    </section>
  );
}
