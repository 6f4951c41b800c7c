import { expect, gotoIn, test } from './fixtures';

test.describe('404 page', () => {
  test('an unknown path shows the 404 page with a link home', async ({ page }) => {
    const res = await page.goto('/no/such/page?x=1');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Oops, The Page Is Lost!' })).toBeVisible();
    await expect(page).toHaveURL(/\/no\/such\/page\?x=1$/);
    await page.getByTestId('not-found').getByRole('link').click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown call answers 404 in the envelope, not the web app', async ({ request }) => {
    const res = await request.get('/v1/no/such/call');
    expect(res.status()).toBe(404);
    expect(await res.json()).toMatchObject({ code: 4040, model: null });
  });
});

test.describe('route guard', () => {
  test('a back-office page without a token goes to login with the target in redirect', async ({ page }) => {
    await page.goto('/CRM/myOrder?tab=2');
    await expect(page).toHaveURL(/\/login\?redirect=%2FCRM%2FmyOrder%3Ftab%3D2$/);
  });

  test('/404 without a token goes to login with an empty redirect', async ({ page }) => {
    await page.goto('/404');
    await expect(page).toHaveURL(/\/login\?redirect=$/);
  });

  test('public pages open without a token', async ({ page }) => {
    for (const path of ['/refund_returns', '/Shipping_and_delivery', '/mall/list', '/login']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
    }
  });
});

test.describe('policy pages', () => {
  test('Refund and Returns states every clause', async ({ page }) => {
    await page.goto('/refund_returns');
    await expect(page.getByRole('heading', { level: 1, name: 'Refund and Returns Policy' })).toBeVisible();
    const body = page.locator('main');
    for (const text of [
      'within 30 days',
      'Sale items are not refundable',
      'defective or damaged',
      'Gift cards',
      'Downloadable software',
      'original method of payment',
    ]) {
      await expect(body).toContainText(text);
    }
  });

  test('Shipping and Delivery states the processing and shipping times', async ({ page }) => {
    await page.goto('/Shipping_and_delivery');
    await expect(page.getByRole('heading', { level: 1, name: 'Shipping and Delivery' })).toBeVisible();
    const body = page.locator('main');
    for (const text of ['1-2 business days', '6-15 business days', '3-5 business days', 'COVID-19']) {
      await expect(body).toContainText(text);
    }
  });

  test('both pages read in Chinese', async ({ page }) => {
    await gotoIn(page, 'zh', '/refund_returns');
    await expect(page.getByRole('heading', { level: 1, name: '退款与退货政策' })).toBeVisible();
    await expect(page.locator('main')).toContainText('30 天');
    await page.goto('/Shipping_and_delivery');
    await expect(page.getByRole('heading', { level: 1, name: '配送与交付' })).toBeVisible();
  });
});

test.describe('footer', () => {
  test('the last two Company links open our policy pages in the app', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('footer-refund-returns').click();
    await expect(page).toHaveURL(/\/refund_returns$/);
    await page.getByTestId('footer-shipping-delivery').click();
    await expect(page).toHaveURL(/\/Shipping_and_delivery$/);
  });

  test('API Integrations opens our developer page in the app, with examples that call this server', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByTestId('footer-api-integrations').click();
    await expect(page).toHaveURL(/\/api-integrations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'API Integrations' })).toBeVisible();
    const origin = new URL(page.url()).origin;
    await expect(page.getByTestId('example-curl')).toContainText(`${origin}/v1/mall/index/page`);
  });

  test('provider and social links open outside, in a new tab', async ({ page }) => {
    await page.goto('/');
    const external = [
      'about-us',
      'contact-us',
      'privacy-policy',
      'terms-conditions',
      'support-center',
      'faq',
    ];
    for (const id of external) {
      const link = page.getByTestId(`footer-${id}`);
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(page.locator('[data-testid^="footer-social-"]')).toHaveCount(7);
  });
});

test.describe('language', () => {
  test('switching to Chinese and back saves the choice across reloads', async ({ page }) => {
    await page.goto('/refund_returns');
    await expect(page.getByTestId('footer-refund-returns')).toHaveText('Refund and Returns Policy');
    await page.getByRole('button', { name: 'Language' }).first().click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(page.getByTestId('footer-refund-returns')).toHaveText('退款与退货政策');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('zh');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '退款与退货政策' })).toBeVisible();
    await page.getByRole('button', { name: '语言' }).first().click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByTestId('footer-refund-returns')).toHaveText('Refund and Returns Policy');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  });
});
