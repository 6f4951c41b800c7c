import { describe, expect, it } from 'vitest';
import { closeOthers, closeTab, MAX_TABS, openTab, restoreTabs, tabKey } from './tabs';

const A = { title: 'Welcome', path: '/Welcome' };
const B = { title: 'Roles', path: '/System/rolesList' };
const C = { title: 'Staff', path: '/System/staffManagement' };

describe('tab list', () => {
  it('opens a page once, and moves its tab to the newest query of the same page', () => {
    expect(openTab([A], B)).toEqual([A, B]);
    expect(openTab([A, B], B)).toEqual([A, B]);
    const moved = openTab([A, B], { title: 'Roles', path: '/System/rolesList?page=2' });
    expect(moved.map((t) => t.path)).toEqual(['/Welcome', '/System/rolesList?page=2']);
    expect(tabKey('/System/rolesList?page=2')).toBe('/System/rolesList');
  });

  it('closes a tab; closing the active one goes right, else left, else home', () => {
    expect(closeTab([A, B, C], '/System/rolesList', '/Welcome')).toEqual({ tabs: [A, C], next: null });
    expect(closeTab([A, B, C], '/System/rolesList', '/System/rolesList')).toEqual({
      tabs: [A, C],
      next: C.path,
    });
    expect(closeTab([A, B, C], C.path, C.path)).toEqual({ tabs: [A, B], next: B.path });
    expect(closeTab([A], A.path, A.path)).toEqual({ tabs: [], next: '/' });
  });

  it('closes all but the active tab', () => {
    expect(closeOthers([A, B, C], B.path)).toEqual([B]);
  });

  it('restores what Tags held, dropping anything malformed or repeated', () => {
    expect(
      restoreTabs([
        A,
        { path: '/x' },
        { title: 'no path' },
        'junk',
        null,
        A,
        { title: 'Far', path: 'http://evil' },
        { title: 'Far', path: '//evil.test/x' },
      ]),
    ).toEqual([A, { title: '/x', path: '/x' }]);
    expect(restoreTabs(null)).toEqual([]);
    expect(restoreTabs({ path: '/Welcome' })).toEqual([]);
  });

  it(`keeps at most ${MAX_TABS} tabs: opening one more closes the oldest`, () => {
    const many = Array.from({ length: MAX_TABS }, (_, i) => ({ title: `P${i}`, path: `/p${i}` }));
    const opened = openTab(many, { title: 'New', path: '/new' });
    expect(opened).toHaveLength(MAX_TABS);
    expect(opened[0]).toEqual({ title: 'P1', path: '/p1' });
    expect(opened.at(-1)).toEqual({ title: 'New', path: '/new' });
    // Moving an open tab to a new address closes nothing.
    expect(openTab(many, { title: 'P0', path: '/p0?page=2' })).toHaveLength(MAX_TABS);
  });
});
