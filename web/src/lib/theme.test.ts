import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import { BRAND_COLOR, TAG_TEXT, theme, themeFor } from './theme';

describe('themeFor', () => {
  it("turns Ant Design's motion off for a visitor who prefers reduced motion", () => {
    expect(themeFor(true).token?.motion).toBe(false);
    expect(themeFor(true).token?.colorPrimary).toBe(theme.token?.colorPrimary);
  });
  it('keeps the motion otherwise', () => {
    expect(themeFor(false).token?.motion).toBeUndefined();
  });
});

/** WCAG's relative luminance of a colour, over white when it is translucent. */
function luminance(colour: string): number {
  const rgba = colour.startsWith('#')
    ? [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16)).concat(1)
    : (colour.match(/[\d.]+/g) ?? []).map(Number);
  const [r = 0, g = 0, b = 0, a = 1] = rgba;
  const channel = (value: number) => {
    const x = (value * a + 255 * (1 - a)) / 255;
    return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** The pairs below AA (4.5:1), with their contrast: [] when all read. */
const belowAA = (pairs: [string, string, string][]) =>
  pairs.flatMap(([what, fg, bg]) => {
    const ratio = contrast(fg, bg);
    return ratio >= 4.5 ? [] : [`${what}: ${fg} on ${bg} ${ratio.toFixed(2)}:1`];
  });

describe('the theme reads at WCAG AA (issue 37)', () => {
  const token = antdTheme.getDesignToken(theme) as unknown as Record<string, string>;
  const tokenOf = (name: string) => token[name] ?? '';

  it('hints, placeholders, links and status texts on white', () => {
    const names = [
      'colorText',
      'colorTextSecondary',
      'colorTextTertiary',
      'colorTextDescription',
      'colorTextPlaceholder',
      'colorLink',
      'colorSuccess',
      'colorWarning',
      'colorError',
      'colorPrimary',
    ];
    expect(belowAA(names.map((name) => [name, tokenOf(name), '#ffffff']))).toEqual([]);
  });

  it("status tags and the coloured tags' texts on their tinted backgrounds", () => {
    const statuses = ['Success', 'Warning', 'Error', 'Info'].map((status): [string, string, string] => [
      status,
      tokenOf(`color${status}`),
      tokenOf(`color${status}Bg`),
    ]);
    expect(belowAA(statuses)).toEqual([]);
    const colours = [
      'red',
      'volcano',
      'orange',
      'gold',
      'yellow',
      'lime',
      'green',
      'cyan',
      'blue',
      'geekblue',
    ];
    const tags = [...colours, 'purple', 'magenta'].map((colour): [string, string, string] => [
      colour,
      TAG_TEXT[colour as keyof typeof TAG_TEXT] ?? tokenOf(`${colour}7`),
      tokenOf(`${colour}1`),
    ]);
    expect(belowAA(tags)).toEqual([]);
    const uiCss = readFileSync(join(import.meta.dirname, './ui/ui.css'), 'utf8');
    for (const [colour, hex] of Object.entries(TAG_TEXT))
      expect(uiCss).toContain(`--ant-${colour}-7: ${hex};`);
  });
});

describe('the brand colour', () => {
  it('reads on white and carries white text at AA contrast (4.5:1)', () => {
    const ratio = contrast(BRAND_COLOR, '#ffffff');
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });
  it('is the same in the plain CSS', () => {
    const uiCss = readFileSync(join(import.meta.dirname, './ui/ui.css'), 'utf8');
    expect(uiCss).toContain(`--dm-brand: ${BRAND_COLOR};`);
  });
});
