import { type ComponentType, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps, TitleKey } from '../lib/page';
import { PageSpinner } from '../lib/ui/PageSpinner';
import { useDocumentTitle } from '../lib/ui/useDocumentTitle';

interface RoutePageProps {
  titleKey: TitleKey;
  Page: ComponentType<PageProps>;
}

/** Renders a route's (lazy) page, with the tab title, inside its layout. */
export function RoutePage({ titleKey, Page }: RoutePageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t(titleKey));
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page titleKey={titleKey} />
    </Suspense>
  );
}
