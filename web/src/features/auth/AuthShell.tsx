import { CheckCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../lib/ui/Logo';
import './auth.css';

interface AuthShellProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  /** Links under the form (to login, register, reset). */
  footer?: ReactNode;
}

/** The frame of the login, register and reset pages: a brand panel beside the form. */
export function AuthShell({ title, subtitle, children, footer }: AuthShellProps) {
  const { t } = useTranslation();
  const points = [t('auth.pointCatalogue'), t('auth.pointPublish'), t('auth.pointShip')];
  return (
    <div className="dm-auth">
      <aside className="dm-auth__aside">
        <LogoMark size={44} />
        <p className="dm-auth__pitch">{t('auth.pitch')}</p>
        <ul className="dm-auth__points">
          {points.map((point) => (
            <li key={point}>
              <CheckCircleFilled aria-hidden /> {point}
            </li>
          ))}
        </ul>
      </aside>
      <section className="dm-auth__main">
        <h1 className="dm-auth__title">{title}</h1>
        <p className="dm-auth__subtitle">{subtitle}</p>
        {children}
        {footer && <div className="dm-auth__footer">{footer}</div>}
      </section>
    </div>
  );
}
