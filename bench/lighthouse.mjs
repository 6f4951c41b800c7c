#!/usr/bin/env node
/**
 * Lighthouse, mobile (its default: a mid-range phone, simulated slow 4G and 4x CPU slowdown), on the
 * storefront's three pages of issue 19, each run --runs times; prints each run and the median per page.
 * A measurement, not a test. Needs a running production server (`npm start`) with demo data.
 *
 *   npm run bench:lighthouse -- [--url http://localhost:3000] [--runs 3] [--chrome /usr/bin/chromium]
 *                               [--detail-id 275] [--json out.json] [--only /,/mall/list]
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '../scripts/chromium.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    runs: { type: 'string', default: '3' },
    chrome: { type: 'string' },
    'detail-id': { type: 'string' },
    json: { type: 'string' },
    only: { type: 'string' },
  },
});
const runs = Number(values.runs);

/** A product the detail page can show: the first of the mall list unless one is given. */
async function detailId() {
  if (values['detail-id']) return values['detail-id'];
  const answer = await (await fetch(`${values.url}/v1/mall/index/page?current=1&size=1`)).json();
  const id = answer.model?.records?.[0]?.id;
  if (!id) throw new Error(`no product on ${values.url}: start the server with demo data`);
  return String(id);
}

const ALL_PAGES = {
  '/': '/',
  '/mall/list': '/mall/list',
  '/mall/productDetail': `/mall/productDetail?id=${await detailId()}`,
};
/** --only '/,/mall/list' measures some of them. */
const PAGES = values.only
  ? Object.fromEntries(Object.entries(ALL_PAGES).filter(([page]) => values.only?.split(',').includes(page)))
  : ALL_PAGES;

const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The figures of one run that the goal names, and what the page fetched. */
function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    siMs: Math.round(audit('speed-index')),
    jsKb: Math.round(scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 102.4) / 10,
    jsFiles: scripts.length,
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    // Where the largest paint's time went: time to first byte, load delay, load time, render delay.
    lcpPhases: lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items?.map(
      (phase) => `${phase.phase} ${Math.round(phase.timing)} ms`,
    ),
    // Where the main thread's time went (script evaluation, style and layout, parsing, ...), and per script.
    mainThread: (lhr.audits['mainthread-work-breakdown']?.details?.items ?? [])
      .slice(0, 6)
      .map((item) => `${item.groupLabel ?? item.group} ${Math.round(item.duration)} ms`),
    bootup: (lhr.audits['bootup-time']?.details?.items ?? [])
      .slice(0, 5)
      .map(
        (item) =>
          `${String(item.url).replace(/^.*\//, '')} ${Math.round(item.total)} ms (script ${Math.round(item.scripting)})`,
      ),
    // The main thread's longest tasks (what Total Blocking Time counts past 50 ms each) and their scripts.
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? [])
      .slice(0, 5)
      .map((task) => `${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms ${task.url ?? ''}`),
    shifts: (lhr.audits['layout-shifts']?.details?.items ?? [])
      .slice(0, 3)
      .map((item) => `${item.score?.toFixed(3)} ${item.node?.snippet ?? ''}`),
  };
}

const chrome = await chromeLauncher.launch({
  chromePath: values.chrome ?? findChromium() ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const results = {};
try {
  for (let round = 0; round < runs; round += 1) {
    // Pages interleaved by round, so a burst of load on the shared machine does not hit one page only.
    for (const [page, path] of Object.entries(PAGES)) {
      const { lhr } = await lighthouse(`${values.url}${path}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
      });
      if (lhr.runtimeError) console.log(`${page}: Lighthouse says ${lhr.runtimeError.code}`);
      const row = { ...figures(lhr), load: loadavg()[0].toFixed(1) };
      results[page] = [...(results[page] ?? []), row];
      console.log(
        `${page.padEnd(20)} run ${round + 1}: perf ${row.score}, LCP ${row.lcpMs} ms, CLS ${row.cls}, TBT ${row.tbtMs} ms, FCP ${row.fcpMs} ms, JS ${row.jsKb} KB in ${row.jsFiles} files (load ${row.load})`,
      );
    }
  }
} finally {
  await chrome.kill();
}

console.log('\nmedian of', runs);
console.log('| page | performance | LCP | CLS | TBT | FCP | JS transferred |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const [page, rows] of Object.entries(results)) {
  const m = (key) => median(rows.map((r) => r[key]));
  console.log(
    `| ${page} | ${m('score')} | ${(m('lcpMs') / 1000).toFixed(2)} s | ${m('cls')} | ${m('tbtMs')} ms | ${(m('fcpMs') / 1000).toFixed(2)} s | ${m('jsKb')} KB |`,
  );
}
for (const [page, rows] of Object.entries(results)) {
  console.log(`\n${page}: LCP element ${rows[0].lcpElement}`);
  console.log(`  LCP phases (run 1): ${rows[0].lcpPhases?.join(', ')}`);
  for (const shift of rows[0].shifts) console.log(`  layout shift (run 1): ${shift}`);
  for (const task of rows[0].longTasks ?? []) console.log(`  long task (run 1): ${task}`);
  console.log(`  main thread (run 1): ${rows[0].mainThread?.join(', ')}`);
  console.log(`  scripts (run 1): ${rows[0].bootup?.join(', ')}`);
}
if (values.json) writeFileSync(values.json, `${JSON.stringify(results, null, 1)}\n`);
