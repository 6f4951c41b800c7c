// Screenshot helper (not committed): node e2e/shots.tmp.mjs "path|name|clickText" ...
// env BASE, SHOT_LANG (en|zh), WHO (operator|demo)
import { chromium } from 'playwright-core';
const BASE = process.env.BASE ?? 'http://127.0.0.1:3456';
const LANG = process.env.SHOT_LANG ?? 'en';
const WHO = process.env.WHO ?? 'operator';
const accounts = { operator: ['13900139000', 'operator123'], demo: ['13800138000', 'demo123456'] };
const [user, pwd] = accounts[WHO];
const post = async (path, fields) => {
  const r = await fetch(`${BASE}/v1${path}`, { method: 'POST', body: new URLSearchParams(fields) });
  return r.json();
};
let session = process.env.TOKEN ? JSON.parse(process.env.TOKEN) : null;
if (!session) {
  const sent = await post('/getMoblieMessage', { mobile: user, purpose: 'login' });
  if (sent.code !== 0) console.error('code:', sent.msg);
  const [m] = await (await fetch(`${BASE}/v1/dev/outbox?to=${user}&limit=1`)).json();
  session = (await post('/businessLogin', { mobile: user, loginPwd: pwd, code: m.code })).model;
  console.log('SESSION', JSON.stringify(session));
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
await page.goto(`${BASE}/refund_returns`);
await page.evaluate(([s, lang]) => {
  localStorage.setItem('userInfo', JSON.stringify({ token: s.token, username: s.username, mobile: s.mobile, id: s.id, email: s.email, roleName: s.roleName }));
  localStorage.setItem('token', s.token);
  localStorage.setItem('settStatus', String(s.settleStatus));
  localStorage.setItem('rzStatus', String(s.rzStatus));
  localStorage.setItem('businessId', String(s.businessId ?? ''));
  localStorage.setItem('username', s.username);
  localStorage.setItem('lang', lang);
}, [session, LANG]);
for (const arg of process.argv.slice(2)) {
  const [path, name, click] = arg.split('|');
  await page.goto(`${BASE}${path}`);
  await page.waitForTimeout(2500);
  if (click) { await page.getByText(click, { exact: true }).first().click(); await page.waitForTimeout(1200); }
  await page.screenshot({ path: `/tmp/shots/${name}-${LANG}.png` });
  console.log(`/tmp/shots/${name}-${LANG}.png`);
}
await browser.close();
