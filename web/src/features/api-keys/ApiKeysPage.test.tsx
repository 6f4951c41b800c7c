import type { ApiKeyCallView, ApiKeyView } from '@dropmall/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { i18n } from '../../lib/i18n';
import ApiKeysPage from './ApiKeysPage';

const slow = { timeout: 25_000 };
const SECRET = `dm_live_${'ab'.repeat(32)}`;
const erp: ApiKeyView = {
  id: 1,
  name: 'ERP integration',
  prefix: 'dm_live_1a2b3c4d',
  scopes: ['catalogue:read', 'orders:read'],
  createdAt: '2026-11-25T10:00:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
  revokedAt: null,
  state: 'active',
};
const call: ApiKeyCallView = {
  id: 9,
  keyId: 1,
  keyName: 'ERP integration',
  keyPrefix: 'dm_live_1a2b3c4d',
  method: 'POST',
  route: '/v1/api/order/orderList',
  status: 200,
  at: '2026-11-25T10:05:00.000Z',
};

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('API keys page', { timeout: 120_000 }, () => {
  it('lists keys and calls, makes a key whose secret shows once, and revokes a key', async () => {
    let keys: ApiKeyView[] = [erp];
    const api = stubApi({
      '/apiKey/list': () => ok({ records: keys }),
      '/apiKey/calls': ok({ records: [call] }),
      '/apiKey/create': () => {
        const made: ApiKeyView = { ...erp, id: 2, name: 'Reporting', prefix: SECRET.slice(0, 16) };
        keys = [made, ...keys];
        return ok({ key: made, secret: SECRET });
      },
      '/apiKey/revoke': () => {
        keys = keys.map((k) => (k.id === 1 ? { ...k, state: 'revoked' as const } : k));
        return ok(keys.find((k) => k.id === 1));
      },
    });
    renderPage('/myCenter/api', <ApiKeysPage titleKey="titles.myCenterApi" />);
    const row = await screen.findByTestId('api-key-1', {}, slow);
    expect(within(row).getByText('dm_live_1a2b3c4d…')).toBeTruthy();
    expect(await screen.findByText('POST /v1/api/order/orderList', {}, slow)).toBeTruthy();
    expect(screen.getAllByText('Never used').length).toBeGreaterThan(0);

    const user = userEvent.setup();
    await user.click(screen.getByTestId('create-api-key'));
    await user.click(await screen.findByRole('button', { name: 'Create' }, slow));
    expect(await screen.findByText('The key name is 1 to 60 characters', {}, slow)).toBeTruthy();
    expect(api.sent('/apiKey/create')).toHaveLength(0);
    await user.type(screen.getByLabelText('Name'), 'Reporting');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByTestId('api-key-secret', {}, slow)).textContent).toContain(SECRET);
    await user.click(screen.getByTestId('api-key-done'));
    expect(await screen.findByTestId('api-key-2', {}, slow)).toBeTruthy();
    // The list names the new key by its prefix (the page itself forgetting the secret is the e2e story's:
    // jsdom never ends the dialog's closing, so its last content stays in the document here).
    expect(within(screen.getByTestId('api-key-2')).getByText(`${SECRET.slice(0, 16)}…`)).toBeTruthy();

    await user.click(
      within(screen.getByTestId('api-key-1').closest('tr') as HTMLElement).getByText('Revoke'),
    );
    const confirm = await screen.findByText(/Revoke this key\?/, {}, slow);
    await user.click(
      within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Revoke' }),
    );
    expect(await screen.findByText('Revoked', {}, slow)).toBeTruthy();
    expect(api.sent('/apiKey/revoke')).toEqual([{ id: '1' }]);
  });

  it('speaks Chinese when the language is zh', async () => {
    await i18n.changeLanguage('zh');
    stubApi({ '/apiKey/list': ok({ records: [] }), '/apiKey/calls': ok({ records: [] }) });
    renderPage('/myCenter/api', <ApiKeysPage titleKey="titles.myCenterApi" />);
    expect(await screen.findByText('暂无 API 密钥', {}, slow)).toBeTruthy();
    expect(screen.getByText('暂无调用')).toBeTruthy();
    expect(screen.getByRole('button', { name: '创建密钥' })).toBeTruthy();
  });
});
