import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Rules below "serious" that we hold anyway, because each was found and fixed once (issue 37): content
 * outside the landmarks, a page without its h1, a scrollable region a keyboard cannot reach.
 */
const HELD_MODERATE = new Set([
  'region',
  'page-has-heading-one',
  'landmark-one-main',
  'scrollable-region-focusable',
]);

/**
 * Runs axe-core on the page as it stands and fails on any serious or critical violation (and on the rules
 * above). `label-content-name-mismatch` is an experimental rule axe leaves off by default: it is turned on,
 * since a visible label that the accessible name does not contain defeats voice control.
 */
export async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const failing = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical' || HELD_MODERATE.has(v.id),
  );
  const report = failing.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n${v.nodes
        .slice(0, 6)
        .map((n) => `    ${n.target.join(' ')} :: ${n.failureSummary?.split('\n').slice(0, 2).join(' ')}`)
        .join('\n')}`,
  );
  return report.map((line) => `${new URL(page.url()).pathname}: ${line}`);
}

/** Waits until a page has drawn its data: its main landmark shown, no request or spinner left. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('main').first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
}

/** Opens each path in turn (already logged in or not) and answers every finding of axe, page by page. */
export async function auditPages(page: Page, paths: readonly string[]): Promise<string[]> {
  const findings: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await settled(page);
    findings.push(...(await axeFindings(page)));
  }
  return findings;
}
