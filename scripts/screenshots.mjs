#!/usr/bin/env node
/**
 * Screenshots of pages in English and Chinese, logged in as the demo business, into docs/screenshots/.
 * For looking at what was built, not a test. Needs a running server with demo data (`npm start`) and a
 * Chromium (scripts/chromium.mjs finds it); Chinese needs a CJK font (Debian: fonts-wqy-microhei).
 *
 *   node scripts/screenshots.mjs [--url http://localhost:3000] [--out docs/screenshots] name=/path ...
 *
 * Without name=/path pairs it shoots the pages listed in PAGES.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { findChromium } from './chromium.mjs';

const PAGES = {
  'mall-home': '/',
  'mall-list': '/mall/list',
  'crm-store': '/CRM/store',
  'publish-list': '/businessCenter/productPublish',
  'payment-settlement': '/cashCenter/paymentSettlement',
  'mycenter-api-keys': '/myCenter/api',
};
const DEMO = { email: 'demo@dropmall.test', password: 'demo123456' };

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    out: { type: 'string', default: 'docs/screenshots' },
  },
});
const pages = positionals.length
  ? Object.fromEntries(
      positionals.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
    )
  : PAGES;

/** The demo business's login answer, through the login code the dev outbox shows. */
async function login(base) {
  const form = (fields) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  await fetch(`${base}/v1/business/emailCode`, form({ email: DEMO.email, purpose: 'login' }));
  const outbox = await (await fetch(`${base}/v1/dev/outbox?to=${DEMO.email}&limit=1`)).json();
  const answer = await (
    await fetch(
      `${base}/v1/businessLogin`,
      form({ mobile: DEMO.email, loginPwd: DEMO.password, code: outbox[0]?.code ?? '' }),
    )
  ).json();
  if (!answer.model?.token) throw new Error(`login failed: ${JSON.stringify(answer)}`);
  return answer.model;
}

const model = await login(values.url);
const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
mkdirSync(values.out, { recursive: true });
try {
  for (const lang of ['en', 'zh']) {
    const context = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`page error on ${page.url()}: ${error.message}`));
    await page.goto(`${values.url}/refund_returns`);
    // What the login page stores (spec 001 §4), and the chosen language.
    await page.evaluate(
      ({ m, language }) => {
        localStorage.setItem(
          'userInfo',
          JSON.stringify({
            token: m.token,
            username: m.username,
            mobile: m.mobile,
            id: m.id,
            email: m.email,
            roleName: m.roleName,
          }),
        );
        localStorage.setItem('token', m.token);
        localStorage.setItem('settStatus', String(m.settleStatus));
        localStorage.setItem('rzStatus', String(m.rzStatus));
        localStorage.setItem('businessId', String(m.businessId ?? ''));
        localStorage.setItem('username', m.username);
        localStorage.setItem('lang', language);
      },
      { m: model, language: lang },
    );
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(`${values.url}${path}`);
      await page.waitForLoadState('networkidle');
      // A lazily loaded page shows a spinner until its chunk and first data arrive.
      await page
        .locator('.ant-spin-spinning')
        .first()
        .waitFor({ state: 'detached', timeout: 15_000 })
        .catch(() => {});
      const file = join(values.out, `${name}-${lang}.png`);
      await page.screenshot({ path: file });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
