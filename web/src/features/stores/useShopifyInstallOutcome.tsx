import { SHOPIFY_INSTALL_FAILURES, type ShopifyInstallFailure } from '@dropmall/contract';
import { message } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/**
 * The Shopify app's install comes back here from the shop (`?shopifyInstall=done` or the failure's key): said
 * once in the reader's language, then taken out of the address so a reload does not say it again.
 */
export function useShopifyInstallOutcome() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const outcome = params.get('shopifyInstall');
  useEffect(() => {
    if (!outcome) return;
    if (outcome === 'done') void message.success(t('stores.installed'));
    else {
      const known = (SHOPIFY_INSTALL_FAILURES as readonly string[]).includes(outcome);
      const failure = (known ? outcome : 'refused') as ShopifyInstallFailure;
      void message.error(t(`stores.installFailed.${failure}`));
    }
    const rest = new URLSearchParams(params);
    rest.delete('shopifyInstall');
    setParams(rest, { replace: true });
  }, [outcome, params, setParams, t]);
}
