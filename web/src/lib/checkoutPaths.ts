/** Where the money path goes. The cart lines a checkout is for travel in the URL (?cartIds=3,4), so the
 * submit page survives a reload. */
const PARAM = 'cartIds';

/** The order list: where every payment result, and an order failure, ends (spec 000 §4, §8). */
export const ORDER_LIST_PATH = '/order/ordinaryOrder';

export const submitOrderHref = (ids: readonly number[]) => `/submitOrder?${PARAM}=${ids.join(',')}`;

export function cartIdsOf(search: URLSearchParams): number[] {
  const ids = (search.get(PARAM) ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)];
}
