/** Build-time settings of the web app (Vite env), each with a default that works out of the box. */
export const PROVIDER_SITE_URL: string = import.meta.env.VITE_PROVIDER_SITE_URL ?? 'https://www.dropmall.com';
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@dropmall.com';

/** A page of the provider's external site, e.g. providerUrl('/about-us'). */
export function providerUrl(path: string): string {
  return `${PROVIDER_SITE_URL.replace(/\/+$/, '')}${path}`;
}
