import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab's title to '<page> - Dropmall'. */
export function useDocumentTitle(pageTitle: string): void {
  const { t } = useTranslation();
  const brand = t('brand.name');
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} - ${brand}` : brand;
  }, [pageTitle, brand]);
}
