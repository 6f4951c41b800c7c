import type { StoreView } from '@dropmall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import { browser } from '../../lib/browser';
import { i18n } from '../../lib/i18n';
import StoresPage from './StoresPage';

const slow = { timeout: 25_000 };
const sandbox: StoreView = {
  id: 1,
  platform: 'sandbox',
  name: 'Sunrise Demo Store',
  shopName: 'Sunrise Demo Store',
  domain: 'sunrise-demo-store-a1b2c3',
  currency: 'USD',
  state: 'active',
  customerPage: '/sandbox/store/sunrise-demo-store-a1b2c3',
  checkedAt: '2026-11-25T10:00:00.000Z',
  createdAt: '2026-11-25T10:00:00.000Z',
  autoPay: { enabled: false, orderCap: 0, dailyCap: 0, minBalance: 0 },
  sync: { buffer: 0, holdPercent: 0, stopSelling: 'zero' },
};

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('stores page', { timeout: 120_000 }, () => {
  it('lists the stores and connects a WooCommerce store: the form is checked, then the shop name shows', async () => {
    let stores: StoreView[] = [sandbox];
    const api = stubApi({
      '/store/priceRule': () => ok({ multiplier: 2, fixed: 0, roundTo99: true }),
      '/store/list': () => ok({ records: stores, sandboxAvailable: true }),
      '/store/connect': (form) => {
        const made: StoreView = {
          ...sandbox,
          id: 2,
          platform: 'woocommerce',
          name: 'shop.example.com',
          shopName: 'shop.example.com',
          domain: String(form.get('siteUrl')),
          currency: 'BRL',
          customerPage: null,
        };
        stores = [...stores, made];
        return ok(made);
      },
    });
    renderPage('/CRM/store', <StoresPage titleKey="titles.crmStore" />);
    const row = await screen.findByTestId('store-1', {}, slow);
    expect(within(row).getByText('Sunrise Demo Store')).toBeTruthy();
    expect(screen.getByText('Open shopfront').closest('a')?.getAttribute('href')).toBe(
      '/sandbox/store/sunrise-demo-store-a1b2c3',
    );

    const user = userEvent.setup();
    await user.click(screen.getByTestId('connect-store'));
    await user.click(await screen.findByText('WooCommerce', { selector: 'span' }, slow));
    await user.type(await screen.findByLabelText('Site address'), 'shop.example.com');
    await user.type(screen.getByLabelText('Consumer key'), 'ck_1234567890');
    await user.type(screen.getByLabelText('Consumer secret'), 'cs_1234567890');
    await user.click(screen.getByRole('button', { name: 'Test and save' }));
    expect(await screen.findByText(/The site address starts with https:\/\//, {}, slow)).toBeTruthy();
    expect(api.sent('/store/connect')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Site address'));
    await user.type(screen.getByLabelText('Site address'), 'https://shop.example.com');
    await user.click(screen.getByRole('button', { name: 'Test and save' }));
    expect(await screen.findByTestId('store-2', {}, slow)).toBeTruthy();
    expect(api.sent('/store/connect')[0]).toMatchObject({
      platform: 'woocommerce',
      siteUrl: 'https://shop.example.com',
      consumerKey: 'ck_1234567890',
      consumerSecret: 'cs_1234567890',
    });
  });

  it('shows the store’s refusal in the dialog, in Chinese when the language is zh', async () => {
    await i18n.changeLanguage('zh');
    stubApi({
      '/store/priceRule': () => ok({ multiplier: 2, fixed: 0, roundTo99: true }),
      '/store/list': ok({ records: [], sandboxAvailable: false }),
      '/store/connect': failure(400, '店铺拒绝了这些凭据，请在店铺后台核对后重试。', 400),
    });
    renderPage('/CRM/store', <StoresPage titleKey="titles.crmStore" />);
    expect(await screen.findByText(/尚未连接店铺/, {}, slow)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('connect-store'));
    expect((await screen.findByTestId('platform-sandbox', {}, slow)).closest('label')?.className).toMatch(
      /disabled/,
    );
    await user.type(await screen.findByLabelText('店铺域名'), 'my-shop.myshopify.com');
    // A Dev Dashboard app by default: its client id and secret, and the scopes it must hold are listed.
    expect(screen.getByText(/write_merchant_managed_fulfillment_orders/)).toBeTruthy();
    await user.type(screen.getByLabelText('Client ID'), 'a'.repeat(32));
    await user.type(screen.getByLabelText('Client secret（密钥）'), `shpss_${'b'.repeat(32)}`);
    await user.click(screen.getByRole('button', { name: '测试并保存' }));
    const refusal = await screen.findByTestId('connect-refusal', {}, slow);
    await waitFor(() => expect(refusal.textContent).toContain('店铺拒绝了这些凭据'));
  });

  it('installs the Dropmall app: the shop domain goes to the install call and the browser to the shop', async () => {
    const assigned: string[] = [];
    const assign = vi.spyOn(browser, 'assign').mockImplementation((u) => void assigned.push(u));
    try {
      const api = stubApi({
        '/store/priceRule': () => ok({ multiplier: 2, fixed: 0, roundTo99: true }),
        '/store/list': ok({ records: [], sandboxAvailable: false, shopifyAppInstall: true }),
        '/store/shopify/install': () =>
          ok({ url: 'https://my-shop.myshopify.com/admin/oauth/authorize?state=x' }),
      });
      renderPage('/CRM/store', <StoresPage titleKey="titles.crmStore" />);
      const user = userEvent.setup();
      await user.click(await screen.findByTestId('connect-store', {}, slow));
      await user.click(await screen.findByTestId('auth-install', {}, slow));
      expect(screen.getByText(/go to your shop to approve the app/)).toBeTruthy();
      await user.type(screen.getByLabelText('Shop domain'), 'my-shop.myshopify.com');
      await user.click(screen.getByRole('button', { name: 'Test and save' }));
      await waitFor(() =>
        expect(assigned).toEqual(['https://my-shop.myshopify.com/admin/oauth/authorize?state=x']),
      );
      expect(api.sent('/store/shopify/install')).toEqual([{ shopDomain: 'my-shop.myshopify.com' }]);
    } finally {
      assign.mockRestore();
    }
  });

  it('says how the install came back from the shop, in the reader’s language', async () => {
    await i18n.changeLanguage('zh');
    stubApi({
      '/store/priceRule': () => ok({ multiplier: 2, fixed: 0, roundTo99: true }),
      '/store/list': ok({ records: [], sandboxAvailable: false, shopifyAppInstall: true }),
    });
    renderPage('/CRM/store', <StoresPage titleKey="titles.crmStore" />, '/CRM/store?shopifyInstall=expired');
    expect(await screen.findByText('该安装链接已使用或已过期，请重新安装。', {}, slow)).toBeTruthy();
  });

  it('pauses, resumes and disconnects a store', async () => {
    let state: StoreView['state'] = 'active';
    const api = stubApi({
      '/store/priceRule': () => ok({ multiplier: 2, fixed: 0, roundTo99: true }),
      '/store/list': () =>
        ok({ records: state === 'disconnected' ? [] : [{ ...sandbox, state }], sandboxAvailable: true }),
      '/store/pause': () => {
        state = 'paused';
        return ok({ ...sandbox, state });
      },
      '/store/resume': () => {
        state = 'active';
        return ok({ ...sandbox, state });
      },
      '/store/disconnect': () => {
        state = 'disconnected';
        return ok({ ...sandbox, state });
      },
    });
    renderPage('/CRM/store', <StoresPage titleKey="titles.crmStore" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pause' }, slow));
    expect(await screen.findByText('Paused', {}, slow)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(await screen.findByRole('button', { name: 'Pause' }, slow)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Disconnect' }));
    const confirm = await screen.findByText(/Disconnect this store\?/, {}, slow);
    await user.click(
      within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Disconnect' }),
    );
    expect(await screen.findByText(/No store connected yet/, {}, slow)).toBeTruthy();
    expect(api.sent('/store/disconnect')).toEqual([{ id: '1' }]);
  });

  it('shows the markup rule with an example price and saves a new one', slow, async () => {
    const api = stubApi({
      '/store/list': () => ok({ records: [sandbox], sandboxAvailable: true }),
      '/store/priceRule': () => ok({ multiplier: 2, fixed: 0, roundTo99: true }),
      '/store/priceRule/save': (form) =>
        ok({
          multiplier: Number(form.get('multiplier')),
          fixed: Number(form.get('fixed')),
          roundTo99: false,
        }),
    });
    const user = userEvent.setup();
    renderPage('/CRM/store', <StoresPage titleKey="titles.crmStore" />);
    // 12.50 x 2 = 25.00, raised to 25.99.
    await waitFor(() =>
      expect(screen.getByTestId('price-example').textContent).toBe(
        'Example: a $12.50 product sells at $25.99',
      ),
    );
    const card = screen.getByTestId('price-rule');
    const multiplier = within(card).getByLabelText('Multiplier');
    await user.clear(multiplier);
    await user.type(multiplier, '1.5');
    await user.click(within(card).getByRole('switch'));
    expect(screen.getByTestId('price-example').textContent).toBe('Example: a $12.50 product sells at $18.75');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.sent('/store/priceRule/save')).toEqual([
        { multiplier: '1.5', fixed: '0', roundTo99: 'false' },
      ]),
    );
    expect(await screen.findByText('Price rule saved')).toBeTruthy();
  });

  it('turns automatic payment on with its caps, and shows it on the store’s row', slow, async () => {
    let autoPay = sandbox.autoPay;
    const api = stubApi({
      '/store/list': () => ok({ records: [{ ...sandbox, autoPay }], sandboxAvailable: true }),
      '/store/priceRule': () => ok({ multiplier: 2, fixed: 0, roundTo99: true }),
      '/store/autoPay/save': (form) => {
        autoPay = { enabled: true, orderCap: 50, dailyCap: 200, minBalance: 100 };
        return ok({ ...sandbox, autoPay, id: Number(form.get('id')) });
      },
    });
    const user = userEvent.setup();
    renderPage('/CRM/store', <StoresPage titleKey="titles.crmStore" />);
    expect((await screen.findByTestId('auto-pay-1', {}, slow)).textContent).toBe('Off');
    await user.click(screen.getByTestId('auto-pay-open-1'));
    await user.click(await screen.findByTestId('auto-pay-enabled', {}, slow));
    for (const [id, value] of [
      ['auto-pay-order-cap', '50'],
      ['auto-pay-daily-cap', '200'],
      ['auto-pay-min-balance', '100'],
    ] as const) {
      await user.clear(screen.getByTestId(id));
      await user.type(screen.getByTestId(id), value);
    }
    expect(screen.getByLabelText('Payment password')).toBeTruthy();
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.sent('/store/autoPay/save')).toEqual([
        { id: '1', enabled: 'true', orderCap: '50', dailyCap: '200', minBalance: '100' },
      ]),
    );
    await waitFor(() =>
      expect(screen.getByTestId('auto-pay-1').textContent).toBe(
        'On: up to $50.00 an order, $200.00 a day, keeping $100.00',
      ),
    );
  });

  it('imports a Shopify order export in the background: a refused file lists its lines, then progress and the result', async () => {
    const stall: StoreView = { ...sandbox, id: 5, platform: 'csv', name: 'Market stall', customerPage: null };
    let answer = failure(
      400,
      'Nothing was imported: 2 problem(s) in the file\nLine 3: "Lineitem quantity" is not valid: "two"\nLine 9: the order name (#1001) is empty',
    );
    const state = (extra: Record<string, unknown>) =>
      ok({
        taskId: 77,
        storeId: 5,
        status: 'running',
        progress: 0,
        orders: 40,
        lines: 60,
        done: 0,
        imported: 0,
        updated: 0,
        skipped: 0,
        reason: '',
        ...extra,
      });
    const states = [
      state({ status: 'queued' }),
      state({ progress: 50, done: 20, imported: 20 }),
      state({ status: 'done', progress: 100, done: 40, imported: 30, updated: 2, skipped: 8 }),
    ];
    const api = stubApi({
      '/store/priceRule': () => ok({ multiplier: 2, fixed: 0, roundTo99: true }),
      '/store/list': () => ok({ records: [stall], sandboxAvailable: true }),
      '/store/importOrders': () => answer,
      '/store/importTask': () => states.shift() ?? state({ status: 'done', progress: 100, done: 40 }),
    });
    renderPage('/CRM/store', <StoresPage titleKey="titles.crmStore" />);
    const row = (await screen.findByTestId('store-5', {}, slow)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Shopify without API (CSV)')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(row).getByTestId('import-orders-5'));
    const input = (await screen.findByTestId('import-orders-file', {}, slow))
      .closest('.ant-upload')
      ?.querySelector('input[type=file]') as HTMLInputElement;
    const csv = 'Name,Created at,Lineitem quantity,Lineitem name,Lineitem price,Lineitem sku\r\n';
    await user.upload(input, new File([csv], 'orders_export.csv', { type: 'text/csv' }));
    expect((await screen.findByTestId('import-orders-name', {}, slow)).textContent).toBe('orders_export.csv');
    const send = () => user.click(document.getElementById('import-orders-send') as HTMLElement);
    await send();
    const problem = await screen.findByTestId('import-orders-problem', {}, slow);
    expect(within(problem).getByText('Nothing was imported: 2 problem(s) in the file')).toBeTruthy();
    expect(
      within(problem)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Line 3: "Lineitem quantity" is not valid: "two"', 'Line 9: the order name (#1001) is empty']);

    answer = ok({ taskId: 77, orders: 40, lines: 60, duplicate: false });
    await send();
    // Followed while it runs: waiting, then part done, then the result.
    expect((await screen.findByTestId('import-orders-progress', {}, slow)).textContent).toContain(
      'Waiting to import 40 order(s)',
    );
    await waitFor(
      () =>
        expect(screen.getByTestId('import-orders-progress').textContent).toContain(
          'Importing: 20 of 40 order(s)',
        ),
      slow,
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect((await screen.findByTestId('import-orders-done', {}, slow)).textContent).toContain(
      'Done: 40 order(s) in the file; 30 new, 2 updated, 8 already there (skipped)',
    );
    expect(screen.queryByTestId('import-orders-problem')).toBeNull();
    expect(api.sent('/store/importOrders')[0]).toEqual({ id: '5', csv });
    expect(api.calls.filter((c) => c.path === '/store/importTask').map((c) => c.query.get('id'))).toEqual([
      '77',
      '77',
      '77',
    ]);
  });
});
