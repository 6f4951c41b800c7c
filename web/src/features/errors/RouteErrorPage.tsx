import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { browser } from '../../lib/browser';
import { isMissingCode, reloadForNewBuild } from '../../lib/staleBuild';
import './errors.css';

/**
 * What a page that failed to render shows instead of the router's default (which prints the error and its
 * stack). Code missing after a redeploy reloads the page once; anything else gets an apology and a reload.
 * Plain elements: it must render even when the failure was loading a component library's code.
 */
export default function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const [reloading, setReloading] = useState(() => isMissingCode(error));

  useEffect(() => {
    if (reloading && !reloadForNewBuild()) setReloading(false);
  }, [reloading]);

  // Kept for whoever opens the console; the visitor sees none of it.
  useEffect(() => console.error(error), [error]);

  return (
    <div className="dm-error-page dm-route-error" role="alert" data-testid="route-error">
      <h1 className="dm-error-page__title">{t(reloading ? 'routeError.reloading' : 'routeError.text')}</h1>
      {!reloading && (
        <>
          <p className="dm-route-error__hint">{t('routeError.hint')}</p>
          <div className="dm-route-error__actions">
            <button type="button" className="dm-home-link" onClick={() => browser.reload()}>
              {t('routeError.reload')}
            </button>
            <a href="/" className="dm-route-error__home">
              {t('notFound.home')}
            </a>
          </div>
        </>
      )}
    </div>
  );
}
