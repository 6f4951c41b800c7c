import type { WebhookDeliveryView, WebhookEndpointView } from '@dropmall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { i18n } from '../../lib/i18n';
import ApiKeysPage from '../api-keys/ApiKeysPage';

const slow = { timeout: 25_000 };
const SECRET = `whsec_${'cd'.repeat(32)}`;
const erp: WebhookEndpointView = {
  id: 3,
  url: 'https://erp.example.com/hooks',
  events: ['order.paid', 'order.shipped'],
  enabled: true,
  createdAt: '2026-11-25T10:00:00.000Z',
};
const failed: WebhookDeliveryView = {
  id: `evt_${'a'.repeat(32)}`,
  endpointId: 3,
  event: 'order.paid',
  status: 'failed',
  attempts: 6,
  nextAttemptAt: null,
  statusCode: 503,
  responseSnippet: 'Service Unavailable',
  lastAttemptAt: '2026-11-25T16:00:00.000Z',
  createdAt: '2026-11-25T10:01:00.000Z',
};
const keysStubs = { '/apiKey/list': ok({ records: [] }), '/apiKey/calls': ok({ records: [] }) };
const page = <ApiKeysPage titleKey="titles.myCenterApi" />;

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('Webhooks tab of the API keys page', { timeout: 120_000 }, () => {
  it('adds an endpoint whose secret shows once, turns one off, shows its log and resends a delivery', async () => {
    let endpoints: WebhookEndpointView[] = [erp];
    let delivery = failed;
    const api = stubApi({
      ...keysStubs,
      '/webhook/list': () => ok({ records: endpoints }),
      '/webhook/create': () => {
        const made: WebhookEndpointView = { ...erp, id: 4, url: 'https://ops.example.com/in' };
        endpoints = [made, ...endpoints];
        return ok({ endpoint: made, secret: SECRET });
      },
      '/webhook/enable': (form) => {
        endpoints = endpoints.map((e) =>
          e.id === 3 ? { ...e, enabled: form.get('enabled') === 'true' } : e,
        );
        return ok(endpoints.find((e) => e.id === 3));
      },
      '/webhook/deliveries': () => ok({ records: [delivery] }),
      '/webhook/resend': () => {
        delivery = { ...failed, status: 'delivered', attempts: 7, statusCode: 200, responseSnippet: 'ok' };
        return ok(delivery);
      },
    });
    renderPage('/myCenter/api', page, '/myCenter/api?tab=webhooks');
    expect(await screen.findByTestId('webhook-3', {}, slow)).toBeTruthy();
    expect(screen.getByText('Order paid')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByTestId('create-webhook'));
    await user.type(await screen.findByLabelText('Endpoint URL', {}, slow), 'ftp://nope');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText('Enter an http:// or https:// address of at most 500 characters', {}, slow),
    ).toBeTruthy();
    expect(api.sent('/webhook/create')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Endpoint URL'));
    await user.type(screen.getByLabelText('Endpoint URL'), 'https://ops.example.com/in');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findByTestId('webhook-secret', {}, slow)).textContent).toContain(SECRET);
    await user.click(screen.getByTestId('webhook-done'));
    expect(await screen.findByTestId('webhook-4', {}, slow)).toBeTruthy();

    await user.click(screen.getByTestId('webhook-enabled-3'));
    await waitFor(() => expect(api.sent('/webhook/enable')).toEqual([{ id: '3', enabled: 'false' }]), slow);

    await user.click(screen.getByTestId('webhook-log-3'));
    const log = await screen.findByTestId('webhook-log', {}, slow);
    expect(await within(log).findByText('Failed', {}, slow)).toBeTruthy();
    expect(within(log).getByText('503')).toBeTruthy();
    await user.click(within(log).getByTestId(`resend-${failed.id}`));
    expect(await within(log).findByText('Delivered', {}, slow)).toBeTruthy();
    expect(api.sent('/webhook/resend')).toEqual([{ id: failed.id }]);
  });

  it('speaks Chinese when the language is zh', async () => {
    await i18n.changeLanguage('zh');
    stubApi({ ...keysStubs, '/webhook/list': ok({ records: [] }) });
    renderPage('/myCenter/api', page, '/myCenter/api?tab=webhooks');
    expect(await screen.findByText('暂无 Webhook 端点', {}, slow)).toBeTruthy();
    expect(screen.getByRole('button', { name: '添加端点' })).toBeTruthy();
  });
});
