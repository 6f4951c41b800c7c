import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAND_COLOR, theme, themeFor } from './theme';

describe('themeFor', () => {
  it("turns Ant Design's motion off for a visitor who prefers reduced motion", () => {
    expect(themeFor(true).token?.motion).toBe(false);
    expect(themeFor(true).token?.colorPrimary).toBe(theme.token?.colorPrimary);
  });
  it('keeps the motion otherwise', () => {
    expect(themeFor(false).token?.motion).toBeUndefined();
  });
});

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

describe('the brand colour', () => {
  it('reads on white and carries white text at AA contrast (4.5:1)', () => {
    const contrast = 1.05 / (luminance(BRAND_COLOR) + 0.05);
    expect(contrast).toBeGreaterThanOrEqual(4.5);
  });
  it('is the same in the plain CSS', () => {
    const uiCss = readFileSync(join(import.meta.dirname, './ui/ui.css'), 'utf8');
    expect(uiCss).toContain(`--dm-brand: ${BRAND_COLOR};`);
  });
});
