import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BRAND_COLOR } from '../theme';
import { AntdTheme, lazyInTheme } from './AntdTheme';

/** The <style> elements antd writes a theme's CSS variables into, one per theme key. */
const themeStyles = () => [...document.head.querySelectorAll('style[data-token-hash]')];

afterEach(() => {
  for (const style of document.head.querySelectorAll('style')) style.remove();
});

describe('AntdTheme', () => {
  it("gives the antd components inside the app's theme; one outside has antd's default", () => {
    render(
      <>
        <AntdTheme>
          <Button type="primary">Inside</Button>
        </AntdTheme>
        <Button type="primary">Outside</Button>
      </>,
    );
    const inside = screen.getByRole('button', { name: 'Inside' });
    // The end-to-end stories fail on any element carrying antd's default key (e2e/specs/fixtures.ts).
    expect(inside.className).toContain('dm-theme');
    expect(inside.className).not.toContain('css-var-root');
    expect(screen.getByRole('button', { name: 'Outside' }).className).toContain('css-var-root');
    const css = themeStyles()
      .map((style) => style.textContent)
      .join('\n');
    // The tests ask for reduced motion (test/setup.ts): the still theme's key.
    expect(css).toContain('.dm-theme-still{');
    expect(css.toLowerCase()).toContain(`--ant-color-primary:${BRAND_COLOR}`);
  });

  it('computes and writes the theme once however many scopes a page mounts', () => {
    render(
      <>
        <AntdTheme>
          <Button>One</Button>
        </AntdTheme>
        <AntdTheme>
          <Button>Two</Button>
        </AntdTheme>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Two' }).className).toContain('dm-theme');
    expect(themeStyles().filter((style) => style.textContent?.includes('.dm-theme-still{'))).toHaveLength(1);
  });

  it('draws a lazily loaded part inside the theme', async () => {
    const Dialog = lazyInTheme(async () => ({
      default: ({ label }: { label: string }) => <Button>{label}</Button>,
    }));
    render(
      <Suspense fallback={null}>
        <Dialog label="Later" />
      </Suspense>,
    );
    expect((await screen.findByRole('button', { name: 'Later' })).className).toContain('dm-theme');
  });

  it('computes the theme when it mounts, with no antd component inside: the first pages mount none', () => {
    render(
      <AntdTheme>
        <p>Plain</p>
      </AntdTheme>,
    );
    expect(screen.getByText('Plain')).toBeTruthy();
    // ConfigProvider writes the icons' base styles, and computes the theme for them (~150 ms on a phone).
    expect(themeStyles().length).toBeGreaterThan(0);
  });
});
