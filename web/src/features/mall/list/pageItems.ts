/** A gap in the pager's row of pages ('…'). */
export const GAP = 'gap' as const;

/**
 * The pages the pager shows (as antd's Pagination did): all of them up to 9; past that the first, the last, two on
 * each side of the current one (five at an end), and a gap where pages are left out.
 */
export function pageItems(current: number, pages: number): (number | typeof GAP)[] {
  if (pages <= 9) return Array.from({ length: pages }, (_, i) => i + 1);
  let start = Math.max(2, current - 2);
  let end = Math.min(pages - 1, current + 2);
  if (current <= 4) [start, end] = [2, 5];
  if (current >= pages - 3) [start, end] = [pages - 4, pages - 1];
  const middle = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return [1, ...(start > 2 ? [GAP] : []), ...middle, ...(end < pages - 1 ? [GAP] : []), pages];
}
