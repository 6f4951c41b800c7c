import { describe, expect, it } from 'vitest';
import { createQueryClient } from './queryClient';
import { preloadRoute } from './router';
import type { AppRoute } from './routeTable';

/**
 * The app waits for preloadRoute before replacing a page the server drew (main.tsx): it must settle once the
 * page's code and reads are in, and settle, not reject, when they fail (the page then shows the failure).
 */
const Page = () => null;

describe('preloadRoute', () => {
  it('settles after the page code and its reads are in', async () => {
    const done: string[] = [];
    const table: AppRoute[] = [
      {
        path: '/p',
        layout: 'bare',
        titleKey: 'titles.home',
        load: async () => {
          await Promise.resolve();
          done.push('code');
          return { default: Page };
        },
        prefetch: async () => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          done.push('reads');
        },
      },
    ];
    await preloadRoute({ pathname: '/p', search: '' }, createQueryClient(), table);
    expect(done.sort()).toEqual(['code', 'reads']);
  });

  it('settles when the code or the reads fail', async () => {
    const table: AppRoute[] = [
      {
        path: '/broken',
        layout: 'bare',
        titleKey: 'titles.home',
        load: () => Promise.reject(new Error('chunk gone')),
        prefetch: () => Promise.reject(new Error('reads failed')),
      },
    ];
    await expect(
      preloadRoute({ pathname: '/broken', search: '' }, createQueryClient(), table),
    ).resolves.toBeUndefined();
  });
});
