import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TitleKey } from '../../lib/page';
import './system.css';

interface SystemPageProps {
  titleKey: TitleKey;
  /** Search form and actions above the content. */
  toolbar?: ReactNode;
  children: ReactNode;
}

/** The frame of a management page: its title, a toolbar, the content. */
export function SystemPage({ titleKey, toolbar, children }: SystemPageProps) {
  const { t } = useTranslation();
  return (
    <section className="dm-system">
      <h1 className="dm-system__title">{t(titleKey)}</h1>
      {toolbar && <div className="dm-system__toolbar">{toolbar}</div>}
      {children}
    </section>
  );
}
