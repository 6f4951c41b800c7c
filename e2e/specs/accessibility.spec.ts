import { expect, test } from './fixtures';
import { fixtureBusiness, openLoggedIn, operatorSession } from './support/accounts';
import { auditPages } from './support/axe';
import { addAddressByApi, addToCartByApi, STORY_TIMEOUT_MS, variantOf } from './support/checkout';

/**
 * Accessibility as a test (issue 37): axe-core on the storefront and on the back office, in English and in
 * Chinese, with no serious or critical violation allowed (support/axe.ts). Each test opens its pages in turn
 * and reports every finding at once, so one run names all that is left to fix.
 */
const LANGUAGES = ['en', 'zh'] as const;

/** The seller's back office: the pages of issue 37's audit and the ones beside them. */
const SELLER_PAGES = [
  '/Welcome',
  '/CRM/dashboard',
  '/CRM/myOrder',
  '/CRM/pendingOrder?view=sold',
  '/CRM/afterSale',
  '/stock/merchantStockIn',
  '/businessCenter/product',
  '/cashCenter/cashRecord',
  '/cashCenter/applyCash',
  '/message/index',
  '/System/rolesList',
  '/System/staffManagement',
  '/myCenter/api',
] as const;

/** The platform's own pages, seen by the operator. */
const OPERATOR_PAGES = ['/System/withdrawalReview', '/System/sellerLists', '/System/productReview'] as const;

for (const lang of LANGUAGES) {
  test.describe(`axe in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => window.localStorage.setItem('lang', value), lang);
    });

    test(`the storefront: home, list, detail, cart and checkout (${lang})`, async ({ page, request }) => {
      test.setTimeout(STORY_TIMEOUT_MS * 2);
      const seller = await fixtureBusiness(request, { products: 1 });
      const productId = seller.productIds[0] ?? 0;
      const variant = await variantOf(request, productId, 1);
      const buyer = await fixtureBusiness(request, { balance: 1000 });
      await addAddressByApi(request, buyer.session.token);
      const lineId = await addToCartByApi(request, buyer.session.token, variant.skuId, 1);

      const findings = await auditPages(page, ['/', '/mall/list', `/mall/productDetail?id=${productId}`]);
      await openLoggedIn(page, buyer.session, '/');
      findings.push(
        ...(await auditPages(page, ['/', '/myCenter/cartList', `/submitOrder?cartIds=${lineId}`])),
      );
      expect(findings).toEqual([]);
    });

    test(`the seller's back office, ${SELLER_PAGES.length} pages (${lang})`, async ({ page, request }) => {
      test.setTimeout(STORY_TIMEOUT_MS * 3);
      const seller = await fixtureBusiness(request, { products: 1 });
      await openLoggedIn(page, seller.session, '/Welcome');
      expect(await auditPages(page, SELLER_PAGES)).toEqual([]);
    });

    test(`the operator's review pages (${lang})`, async ({ page }) => {
      test.setTimeout(STORY_TIMEOUT_MS * 2);
      await openLoggedIn(page, operatorSession(), '/Welcome');
      expect(await auditPages(page, OPERATOR_PAGES)).toEqual([]);
    });
  });
}
