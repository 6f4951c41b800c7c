import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../test/api';
import { loadMenuAtStartup } from './menu';
import { readStorage, writeStorage } from './storage';

const MENU = [{ id: 1, name: 'Profile', path: '-', iconCls: '', IsHide: false, meta: {}, children: [] }];

describe('menu at startup (spec 001 §4)', () => {
  it('fetches and stores the menu when a token exists and none is stored', async () => {
    const api = stubApi({ '/sysuser/permission_list': ok(MENU) });
    writeStorage('token', 'tok-1');
    await loadMenuAtStartup();
    expect(api.calls.map((call) => call.path)).toEqual(['/sysuser/permission_list']);
    expect(readStorage('router')).toEqual(MENU);
  });

  it('reads a stored menu without asking the server', async () => {
    const api = stubApi({});
    writeStorage('token', 'tok-1');
    writeStorage('router', MENU);
    await loadMenuAtStartup();
    expect(api.calls).toHaveLength(0);
  });

  it('asks nothing without a token', async () => {
    const api = stubApi({});
    await loadMenuAtStartup();
    expect(api.calls).toHaveLength(0);
    expect(readStorage('router')).toBeNull();
  });
});
