import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePendingRequests } from '../loading';

/** A request quicker than this does not flash the overlay. */
const SHOW_AFTER_MS = 200;

/**
 * The global overlay shown while any request of the http client is in flight. Plain elements (ui.css), not
 * antd's Spin: it is on every page from the first render, where Spin's generated styles cost ~40 ms on a phone.
 */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const busy = usePendingRequests() > 0;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) return setShown(false);
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!shown) return null;
  return (
    <div className="dm-loading" role="status" data-testid="loading-overlay">
      <span className="dm-spinner" aria-hidden="true" />
      <span className="dm-loading__text">{t('http.loading')}</span>
    </div>
  );
}
