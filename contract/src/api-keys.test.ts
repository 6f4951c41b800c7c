import { describe, expect, it } from 'vitest';
import { API_KEY_NEVER, API_KEY_SCOPE_RULES, API_KEY_SCOPES, apiKeyMayCall } from './api-keys';

describe('API key scopes', () => {
  it('opens the calls of a scope and nothing else', () => {
    expect(apiKeyMayCall(['orders:read'], 'POST', '/v1/api/order/orderList')).toBe(true);
    expect(apiKeyMayCall(['orders:read'], 'POST', '/v1/api/order/cancelOrder')).toBe(false);
    expect(apiKeyMayCall(['orders:write'], 'POST', '/v1/api/order/cancelOrder')).toBe(true);
    expect(apiKeyMayCall(['catalogue:read'], 'GET', '/v1/product/list')).toBe(true);
    expect(apiKeyMayCall(['catalogue:read'], 'HEAD', '/v1/product/list')).toBe(true);
    expect(apiKeyMayCall(['catalogue:read'], 'POST', '/v1/product/save')).toBe(false);
    expect(apiKeyMayCall(['stock:read'], 'GET', '/v1/stock/levels')).toBe(true);
    expect(apiKeyMayCall(['stock:read'], 'POST', '/v1/stock/stockIn')).toBe(false);
    expect(apiKeyMayCall(['storeOrders'], 'POST', '/v1/order/crmCustomerOrderList')).toBe(true);
    expect(apiKeyMayCall(['storeOrders'], 'POST', '/v1/store/syncOrders')).toBe(false);
    expect(apiKeyMayCall(['storeOrders'], 'POST', '/v1/store/connect')).toBe(false);
    expect(apiKeyMayCall(['orders:read'], 'POST', '/v1/order/crmCustomerOrderList')).toBe(false);
    expect(apiKeyMayCall([], 'GET', '/v1/mall/index/page')).toBe(false);
    expect(apiKeyMayCall(['unknown'], 'GET', '/v1/mall/index/page')).toBe(false);
  });

  it('never opens the calls no key may make, whatever its scopes', () => {
    for (const route of ['/v1/apiKey/list', '/v1/business/changePassword', '/v1/logout', '/v1/role/save'])
      expect(apiKeyMayCall(API_KEY_SCOPES, 'POST', route)).toBe(false);
    // No rule of any scope sits under a never-prefix (it would be dead and misleading).
    for (const rules of Object.values(API_KEY_SCOPE_RULES))
      for (const rule of rules) expect(API_KEY_NEVER.some((p) => rule.prefix.startsWith(p))).toBe(false);
  });
});
