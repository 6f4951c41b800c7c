import { describe, expect, it } from 'vitest';
import { clearStorage, readStorage, storedLanguage, writeStorage } from './storage';

describe('storage', () => {
  it('keeps JSON values as JSON and plain values as text, under the spec key names', () => {
    writeStorage('userInfo', { token: 't', username: 'ann', mobile: '1380', id: 5, email: 'a@b.co' });
    writeStorage('Tags', [{ title: 'Roles', path: '/System/rolesList' }]);
    writeStorage('token', 'abc');
    expect(window.localStorage.getItem('userInfo')).toBe(
      '{"token":"t","username":"ann","mobile":"1380","id":5,"email":"a@b.co"}',
    );
    expect(window.localStorage.getItem('token')).toBe('abc');
    expect(readStorage('Tags')).toEqual([{ title: 'Roles', path: '/System/rolesList' }]);
    expect(readStorage('userInfo')?.email).toBe('a@b.co');
  });

  it('reads a broken JSON value as absent', () => {
    window.localStorage.setItem('router', '{not json');
    expect(readStorage('router')).toBeNull();
  });

  it('clears only the keys it is given', () => {
    writeStorage('token', 'abc');
    writeStorage('lang', 'zh');
    clearStorage(['token']);
    expect(readStorage('token')).toBeNull();
    expect(readStorage('lang')).toBe('zh');
  });

  it('reads the language as en or zh, English by default', () => {
    expect(storedLanguage()).toBe('en');
    writeStorage('lang', 'zh-CN');
    expect(storedLanguage()).toBe('zh');
  });
});
