import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './sanitize';

/*
 * sanitize-html is held at 2.17.5, the last release that supports Node 20 (2.17.6 moved to htmlparser2 12 and
 * Node >= 22.12; docs/decisions.md, "Node versions told truthfully"). What 2.17.6 fixed (GHSA-jxwj-j7wr-gfrw
 * and the `</textarea/>` mutation) needs textarea or xmp allowed; these tests keep both out of the allowlist
 * and feed the advisories' payloads through, so allowing them (or a regression) fails here first.
 */
const ALLOWED = sanitizeHtml.defaults.allowedTags;

describe('the description sanitizer', () => {
  it('allows none of the raw-text or foreign-content tags the held version is weak on', () => {
    for (const tag of ['textarea', 'xmp', 'svg', 'math', 'noscript', 'iframe', 'script', 'style'])
      expect(ALLOWED, tag).not.toContain(tag);
    const kept = sanitizeDescription(
      '<textarea>a</textarea><xmp>b</xmp><svg><g/></svg><math><mi>x</mi></math>',
    );
    expect(kept).not.toMatch(/<(textarea|xmp|svg|math)/i);
  });

  it.each([
    '<svg><textarea><img src=x onerror=alert(1)></textarea></svg>',
    '<math><xmp><img src=x onerror=alert(1)></xmp></math>',
    '<textarea></textarea/><img src=x onerror=alert(1)>',
    '<xmp></xmp/><img src=x onerror=alert(1)>',
    '<svg><foreignObject><textarea><script>alert(1)</script></textarea></foreignObject></svg>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  ])('drops the handlers of %s', (payload) => {
    const clean = sanitizeDescription(payload);
    expect(clean).not.toMatch(/onerror|<script|alert\(1\)<\/script/i);
    // Whatever text survives is inert: no tag opens in it that the allowlist did not write.
    expect(clean.replace(/<\/?(p|img|a|span)\b[^>]*>/g, '')).not.toContain('<');
  });

  it('keeps formatting, links and pictures', () => {
    expect(
      sanitizeDescription(
        '<p><b>Bold</b> <a href="https://x.test">x</a><img src="https://x.test/a.png"></p>',
      ),
    ).toBe(
      '<p><b>Bold</b> <a href="https://x.test" rel="noopener noreferrer nofollow">x</a><img src="https://x.test/a.png" /></p>',
    );
  });
});
