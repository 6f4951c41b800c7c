import { describe, expect, it } from 'vitest';
import en from './en.json';
import policyEn from './policy/en.json';
import policyZh from './policy/zh.json';
import zh from './zh.json';

/** Every leaf of a locale as 'path: type', arrays by index, so both shapes can be compared. */
function leaves(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${path}[${index}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, path ? `${path}.${key}` : key));
  }
  return [path];
}

function emptyTexts(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return value.trim() ? [] : [path];
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => emptyTexts(item, `${path}.${key}`));
  }
  return [];
}

describe('locales', () => {
  it("zh has exactly the keys of en (Chinese is complete), in the main texts and the policy pages' own", () => {
    expect(leaves(zh).sort()).toEqual(leaves(en).sort());
    expect(leaves(policyZh).sort()).toEqual(leaves(policyEn).sort());
  });

  it('has no empty text', () => {
    expect([...emptyTexts(en), ...emptyTexts(zh), ...emptyTexts(policyEn), ...emptyTexts(policyZh)]).toEqual(
      [],
    );
  });
});
