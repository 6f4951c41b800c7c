import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePendingRequests } from '../loading';

/** The global overlay shown while any request of the http client is in flight. */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const pending = usePendingRequests();
  // A short delay keeps quick calls from flashing the overlay.
  return <Spin fullscreen spinning={pending > 0} delay={200} description={t('http.loading')} />;
}
