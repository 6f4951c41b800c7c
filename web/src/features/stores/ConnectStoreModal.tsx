import {
  CONNECTED_STORE_PLATFORMS,
  SHOPIFY_SCOPES,
  ShopDomain,
  SiteUrl,
  type StoreConnectRequest,
  type StorePlatformKind,
} from '@dropmall/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Form, Input, Modal, Radio } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browser } from '../../lib/browser';
import { connectStore, startShopifyInstall } from './api';

interface Props {
  open: boolean;
  sandboxAvailable: boolean;
  /** The platform's own Shopify app can be installed (the operator set it up). */
  appInstall?: boolean;
  onClose: () => void;
  onConnected: (shopName: string) => void;
}

type Values = Record<string, string | undefined> & { platform: StorePlatformKind };

/** Connect a store: the platform, then its credentials; the server tests them before keeping anything. */
export function ConnectStoreModal({
  open,
  sandboxAvailable,
  appInstall = false,
  onClose,
  onConnected,
}: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const platform = (Form.useWatch('platform', form) ?? 'shopify') as StorePlatformKind;
  const auth = Form.useWatch('auth', form) ?? (appInstall ? 'install' : 'client_credentials');
  const [refusal, setRefusal] = useState<string | null>(null);
  const connect = useMutation({
    mutationFn: async (values: Values) => {
      if (values.platform === 'shopify' && values.auth === 'install') {
        // The shop's own page approves the app; its callback brings the browser back to this page.
        const { url } = await startShopifyInstall({ shopDomain: values.shopDomain ?? '', name: values.name });
        browser.assign(url);
        return null;
      }
      return connectStore(values as unknown as StoreConnectRequest);
    },
    onSuccess: (store) => {
      if (!store) return;
      form.resetFields();
      setRefusal(null);
      onConnected(store.shopName);
    },
    onError: (error: Error) => setRefusal(error.message),
  });

  const schemaRule = (
    schema: { safeParse: (v: unknown) => { success: boolean } },
    message: string,
  ): Rule => ({
    validator: (_, value) =>
      schema.safeParse(value).success ? Promise.resolve() : Promise.reject(new Error(message)),
  });
  const pattern = (re: RegExp, message: string): Rule[] => [
    { required: true, message },
    { pattern: re, message },
  ];

  return (
    <Modal
      open={open}
      title={t('stores.connectTitle')}
      okText={t('stores.connectSave')}
      cancelText={t('stores.cancel')}
      confirmLoading={connect.isPending}
      onOk={() => form.submit()}
      onCancel={() => {
        setRefusal(null);
        onClose();
      }}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        // The platform's own app first when there is one: no app to make in Shopify.
        initialValues={{ platform: 'shopify', auth: appInstall ? 'install' : 'client_credentials' }}
        onFinish={(values) => connect.mutate(values)}
        onValuesChange={() => setRefusal(null)}
      >
        <Form.Item name="platform" label={t('stores.platform')}>
          <Radio.Group optionType="button" buttonStyle="solid">
            {CONNECTED_STORE_PLATFORMS.map((p) => (
              <Radio.Button
                key={p}
                value={p}
                disabled={p === 'sandbox' && !sandboxAvailable}
                data-testid={`platform-${p}`}
              >
                {t(`stores.platforms.${p}`)}
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="name"
          label={t('stores.name')}
          extra={t('stores.nameHelp')}
          rules={[
            { max: 60, message: t('stores.nameRule') },
            { required: platform === 'csv', whitespace: true, message: t('stores.nameRequired') },
          ]}
        >
          <Input maxLength={60} />
        </Form.Item>
        {platform === 'shopify' && (
          <>
            <Form.Item
              name="shopDomain"
              label={t('stores.shopDomain')}
              required
              rules={[schemaRule(ShopDomain, t('stores.shopDomainRule'))]}
            >
              <Input placeholder="your-shop.myshopify.com" />
            </Form.Item>
            <Form.Item name="auth" label={t('stores.shopifyAuth')}>
              <Radio.Group>
                {appInstall && (
                  <Radio value="install" data-testid="auth-install">
                    {t('stores.shopifyAuthInstall')}
                  </Radio>
                )}
                <Radio value="client_credentials" data-testid="auth-client-credentials">
                  {t('stores.shopifyAuthApp')}
                </Radio>
                <Radio value="token" data-testid="auth-token">
                  {t('stores.shopifyAuthToken')}
                </Radio>
              </Radio.Group>
            </Form.Item>
            {auth === 'install' ? (
              <Alert type="info" showIcon message={t('stores.installHelp')} />
            ) : auth === 'client_credentials' ? (
              <>
                <Form.Item
                  name="clientId"
                  label={t('stores.clientId')}
                  extra={t('stores.clientIdHelp')}
                  rules={pattern(/^\s*[A-Za-z0-9]{16,64}\s*$/, t('stores.clientIdRule'))}
                >
                  <Input autoComplete="off" />
                </Form.Item>
                <Form.Item
                  name="clientSecret"
                  label={t('stores.clientSecret')}
                  rules={pattern(/^\s*(shpss_)?[A-Za-z0-9]{16,}\s*$/, t('stores.clientSecretRule'))}
                >
                  <Input.Password autoComplete="off" placeholder="shpss_..." />
                </Form.Item>
              </>
            ) : (
              <>
                <Form.Item
                  name="accessToken"
                  label={t('stores.accessToken')}
                  extra={t('stores.accessTokenHelp')}
                  rules={pattern(/^\s*shp(at|ca|pa)_[A-Za-z0-9]{8,}\s*$/, t('stores.accessTokenRule'))}
                >
                  <Input.Password autoComplete="off" placeholder="shpat_..." />
                </Form.Item>
                <Form.Item
                  name="apiSecret"
                  label={t('stores.apiSecret')}
                  extra={t('stores.apiSecretHelp')}
                  rules={[
                    { pattern: /^\s*(shpss_)?[A-Za-z0-9]{16,}\s*$/, message: t('stores.apiSecretRule') },
                  ]}
                >
                  <Input.Password autoComplete="off" />
                </Form.Item>
              </>
            )}
            <Alert
              type="info"
              showIcon
              className="dm-stores__scopes"
              message={
                <>
                  {t('stores.scopesNeeded')} <code>{SHOPIFY_SCOPES.join(', ')}</code>
                </>
              }
            />
          </>
        )}
        {platform === 'woocommerce' && (
          <>
            <Form.Item
              name="siteUrl"
              label={t('stores.siteUrl')}
              rules={[schemaRule(SiteUrl, t('stores.siteUrlRule'))]}
            >
              <Input placeholder="https://shop.example.com" />
            </Form.Item>
            <Form.Item
              name="consumerKey"
              label={t('stores.consumerKey')}
              extra={t('stores.wooHelp')}
              rules={pattern(/^\s*ck_[A-Za-z0-9]{8,}\s*$/, t('stores.consumerKeyRule'))}
            >
              <Input autoComplete="off" placeholder="ck_..." />
            </Form.Item>
            <Form.Item
              name="consumerSecret"
              label={t('stores.consumerSecret')}
              rules={pattern(/^\s*cs_[A-Za-z0-9]{8,}\s*$/, t('stores.consumerSecretRule'))}
            >
              <Input.Password autoComplete="off" placeholder="cs_..." />
            </Form.Item>
          </>
        )}
        {platform === 'sandbox' && <Alert type="info" showIcon message={t('stores.sandboxHelp')} />}
        {platform === 'csv' && <Alert type="info" showIcon message={t('stores.csvHelp')} />}
        {refusal && (
          <Alert
            type="error"
            showIcon
            message={refusal}
            data-testid="connect-refusal"
            style={{ marginTop: 16 }}
          />
        )}
      </Form>
    </Modal>
  );
}
