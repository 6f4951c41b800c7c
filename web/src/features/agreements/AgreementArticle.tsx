import { PaperClipOutlined } from '@ant-design/icons';
import type { AgreementRecord } from '@dropmall/contract';
import { useTranslation } from 'react-i18next';

/** An agreement's title, update time, text and attached files. */
export function AgreementArticle({ agreement }: { agreement: AgreementRecord }) {
  const { t, i18n } = useTranslation();
  const updated = new Date(agreement.updateTime).toLocaleDateString(
    i18n.language.startsWith('zh') ? 'zh-CN' : 'en-GB',
  );
  return (
    <article className="dm-agreement" data-testid="agreement-article">
      <h2 className="dm-agreement__title">{agreement.title}</h2>
      <p className="dm-agreement__time">{t('agreements.updated', { date: updated })}</p>
      <div className="dm-agreement__text">{agreement.context}</div>
      {agreement.messageFile.length > 0 ? (
        <ul className="dm-agreement__files">
          {agreement.messageFile.map((file) => (
            <li key={file.url}>
              <PaperClipOutlined aria-hidden />{' '}
              <a href={file.url} target="_blank" rel="noopener noreferrer">
                {file.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
