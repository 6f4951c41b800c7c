import { MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { providerUrl, SUPPORT_EMAIL } from '../../lib/config';
import { POLICY_NS } from './policyTexts';
import './policies.css';

export interface PolicySection {
  heading: string;
  paragraphs: readonly string[];
  items: readonly string[];
}

export interface PolicyHighlight {
  label: string;
  value: string;
}

interface PolicyArticleProps {
  title: string;
  intro: string;
  sections: readonly PolicySection[];
  highlights?: readonly PolicyHighlight[];
  contactLead: string;
}

/** The frame of a policy page: a title band, key figures, the clauses, and how to reach support. */
export function PolicyArticle({ title, intro, sections, highlights = [], contactLead }: PolicyArticleProps) {
  const { t } = useTranslation();
  const { t: policyText } = useTranslation(POLICY_NS);
  return (
    <article className="dm-policy">
      <header className="dm-policy__hero">
        <div className="dm-policy__inner">
          <p className="dm-policy__eyebrow">{t('brand.name')}</p>
          <h1>{title}</h1>
          <p className="dm-policy__intro">{intro}</p>
        </div>
      </header>
      <div className="dm-policy__inner dm-policy__body">
        {highlights.length > 0 && (
          <ul className="dm-policy__highlights">
            {highlights.map((item) => (
              <li key={item.label}>
                <span className="dm-policy__figure">{item.value}</span>
                <span className="dm-policy__label">{item.label}</span>
              </li>
            ))}
          </ul>
        )}
        {sections.map((section) => (
          <section key={section.heading} className="dm-policy__section">
            <h2>{section.heading}</h2>
            {section.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
            {section.items.length > 0 && (
              <ul>
                {section.items.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <aside className="dm-policy__help">
          <h2>{policyText('helpTitle')}</h2>
          <p>{policyText('helpText')}</p>
          <p>
            {contactLead}{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`}>
              <MailOutlined aria-hidden /> {SUPPORT_EMAIL}
            </a>
          </p>
          <p>
            <a href={providerUrl('/support')} target="_blank" rel="noopener noreferrer">
              {policyText('helpLink')}
            </a>
          </p>
        </aside>
      </div>
    </article>
  );
}
