/**
 * Paths a visitor may open without a token (spec 001 §2, and our developer page behind the footer's "API
 * Integrations"). Everything else needs one.
 */
export const PUBLIC_PATHS: readonly string[] = [
  '/login',
  '/',
  '/mall/list',
  '/mall/productDetail',
  '/forgetPass',
  '/registerPage',
  '/Shipping_and_delivery',
  '/refund_returns',
  '/submitOrder',
  '/paySuccess',
  '/payError',
  '/api-integrations',
];

export function isPublicPath(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PUBLIC_PATHS.includes(clean);
}

/** The login URL the guard sends a visitor to: empty redirect when the target was /404. */
export function loginRedirectUrl(target: string): string {
  const redirect = target.startsWith('/404') ? '' : target;
  return `/login?redirect=${encodeURIComponent(redirect)}`;
}
