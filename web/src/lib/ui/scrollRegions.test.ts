import { describe, expect, it } from 'vitest';
import { markScrollable, watchScrollRegions } from './scrollRegions';

/** A box of the given content and visible widths (jsdom lays nothing out). */
function box(scrollWidth: number, clientWidth: number, className = 'ant-table-content'): HTMLElement {
  const element = document.createElement('div');
  element.className = className;
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: clientWidth });
  return element;
}

describe('scroll regions reachable by keyboard', () => {
  it('makes a box that scrolls a Tab stop, and takes it back once it no longer scrolls', () => {
    const wide = box(1200, 800);
    markScrollable(wide);
    expect(wide.tabIndex).toBe(0);
    Object.defineProperty(wide, 'scrollWidth', { configurable: true, value: 800 });
    markScrollable(wide);
    expect(wide.hasAttribute('tabindex')).toBe(false);
    const narrow = box(600, 800);
    markScrollable(narrow);
    expect(narrow.hasAttribute('tabindex')).toBe(false);
  });

  it("finds the tables' scroll boxes under the root as they are drawn", async () => {
    const root = document.createElement('main');
    document.body.append(root);
    const stop = watchScrollRegions(root);
    const table = box(1500, 900);
    const other = box(1500, 900, 'dm-other');
    root.append(table, other);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(table.tabIndex).toBe(0);
    expect(other.hasAttribute('tabindex')).toBe(false);
    stop();
    root.remove();
  });
});
