import { describe, expect, it } from 'vitest';
import { theme, themeFor } from './theme';

describe('themeFor', () => {
  it("turns Ant Design's motion off for a visitor who prefers reduced motion", () => {
    expect(themeFor(true).token?.motion).toBe(false);
    expect(themeFor(true).token?.colorPrimary).toBe(theme.token?.colorPrimary);
  });
  it('keeps the motion otherwise', () => {
    expect(themeFor(false).token?.motion).toBeUndefined();
  });
});
