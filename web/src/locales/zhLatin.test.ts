import { describe, expect, it } from 'vitest';
import zh from './zh.json';

/** The Chinese texts that are names, the same in every language (brands, platforms, formats, document types). */
const NAMES = new Set([
  'brand.name',
  'language.en',
  'social.facebook',
  'social.instagram',
  'social.youtube',
  'social.linkedin',
  'social.pinterest',
  'social.tiktok',
  'review.taxId',
  'payment.method.boleto',
  'topUp.methods.boleto',
  'exports.csv.shopify',
  'exports.csv.woocommerce',
  'cash.settlement.xlsx',
  'stores.platforms.shopify',
  'stores.platforms.woocommerce',
  'stores.clientId',
]);

/** Every text of a locale tree with its dotted key. */
function texts(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'object' && value !== null
      ? texts(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)]],
  );
}

describe('the Chinese texts', () => {
  it('say in Chinese what is not a name (issue 37: the Webhooks tab stayed English)', () => {
    const latinOnly = texts(zh).filter(
      ([key, text]) => /^[\p{ASCII}]*$/u.test(text) && /[A-Za-z]{4,}/.test(text) && !NAMES.has(key),
    );
    const words = latinOnly.filter(([, text]) => !/https?:|\{\{|[@/_]|^[A-Z0-9 -]+$/.test(text));
    expect(words).toEqual([]);
  });
});
