import { useTranslation } from 'react-i18next';

/** Shown while a page's code chunk loads. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="dm-page-spinner" role="status" aria-label={t('http.loading')}>
      <span className="dm-spinner dm-spinner--large" aria-hidden="true" />
    </div>
  );
}
