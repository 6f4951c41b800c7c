import { type CrmAddress, isValidTaxId } from '@dropmall/contract';

/*
 * A store customer's shipping address (as Shopify or WooCommerce sent it) turned into the address snapshot a
 * mall order carries (the shape of the addresses module's addressView), and what is missing for shipping.
 */

type Raw = Record<string, unknown>;

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const first = (a: Raw, ...keys: string[]) => keys.map((k) => str(a[k])).find(Boolean) ?? '';
const digits = (v: string) => v.replace(/\D/g, '');

/** A CPF (11 digits) or CNPJ (14 digits) with valid check digits, else null. */
export function taxIdOf(value: string): { idType: 'CPF' | 'CNPJ'; idNo: string } | null {
  const d = digits(value);
  if (d.length === 11 && isValidTaxId('CPF', d)) return { idType: 'CPF', idNo: d };
  if (d.length === 14 && isValidTaxId('CNPJ', d)) return { idType: 'CNPJ', idNo: d };
  return null;
}

export interface StoreAddress {
  name: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
  countryCode: string;
  phone: string;
  /** The tax id the address carries (Brazilian stores put the CPF/CNPJ in `cpf`, `cnpj` or the company). */
  taxId: { idType: 'CPF' | 'CNPJ'; idNo: string } | null;
}

/** The fields we need, from either platform's names; null when there is no address at all. */
export function readStoreAddress(raw: Raw | null, customerName: string): StoreAddress | null {
  if (!raw) return null;
  const person = [first(raw, 'first_name'), first(raw, 'last_name')].filter(Boolean).join(' ');
  const taxSource = ['cpf', 'cnpj', 'tax_id', 'vat', 'company'].map((k) => str(raw[k]));
  return {
    name: first(raw, 'name') || person || customerName,
    line1: first(raw, 'address1', 'address_1'),
    line2: first(raw, 'address2', 'address_2'),
    city: first(raw, 'city'),
    state: first(raw, 'province', 'province_code', 'state'),
    zip: first(raw, 'zip', 'postcode'),
    // Shopify: country_code (ISO) beside the country's name; WooCommerce: country is the ISO code.
    countryCode: (first(raw, 'country_code') || first(raw, 'country')).toUpperCase(),
    phone: first(raw, 'phone'),
    taxId: taxSource.map(taxIdOf).find(Boolean) ?? null,
  };
}

/** A street, a city and a two-letter country: without them no carrier takes the parcel. */
export const isComplete = (a: StoreAddress | null): a is StoreAddress =>
  !!a && !!a.line1 && !!a.city && /^[A-Z]{2}$/.test(a.countryCode);

/** The snapshot a mall order keeps (the fields of addressView; region ids 0: the store gave names only). */
export function snapshotOf(
  a: StoreAddress,
  country: { id: number; name: string },
  email: string,
  taxId: { idType: 'CPF' | 'CNPJ'; idNo: string } | null,
): Record<string, unknown> {
  const [firstName = '', ...rest] = a.name.split(/\s+/);
  return {
    id: 0,
    firstName,
    lastName: rest.join(' '),
    fullName: a.name,
    gender: 'undefined',
    idType: taxId?.idType ?? 'CPF',
    idNo: taxId?.idNo ?? '',
    email,
    postalCode: a.zip,
    mobilePhone: a.phone,
    country: country.name,
    countryId: country.id,
    countryCode: a.countryCode,
    oneName: a.state,
    oneId: 0,
    city: a.city,
    cityId: 0,
    district: '',
    districtId: 0,
    detailAddress: a.line1,
    line2: a.line2,
    isDefault: false,
    /** Where it came from: a store customer's address, not the business's address book. */
    source: 'store',
  };
}

/** The address the CRM uses: the business's correction, else the store's. */
export const effectiveAddress = (order: {
  shippingAddress: Raw | null;
  addressOverride: Raw | null;
}): Raw | null => order.addressOverride ?? order.shippingAddress;

/** The business's correction, kept with Shopify's field names so it reads like a store's address. */
export function overrideOf(a: {
  firstName: string;
  lastName: string;
  mobilePhone: string;
  detailAddress: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  countryCode: string;
}): Raw {
  return {
    first_name: a.firstName,
    last_name: a.lastName,
    phone: a.mobilePhone,
    address1: a.detailAddress,
    address2: a.line2,
    city: a.city,
    province: a.state,
    zip: a.postalCode,
    country_code: a.countryCode,
  };
}

/** What the address dialog starts from (contract CrmAddress). */
export function crmAddressOf(order: {
  shippingAddress: Raw | null;
  addressOverride: Raw | null;
  customerName: string;
  taxId: string;
}): CrmAddress | null {
  const raw = effectiveAddress(order);
  const a = readStoreAddress(raw, order.customerName);
  if (!a || !raw) return null;
  const person = { first: first(raw, 'first_name'), last: first(raw, 'last_name') };
  const [firstName = '', ...rest] = a.name.split(/\s+/);
  return {
    firstName: person.first || (person.last ? '' : firstName),
    lastName: person.first || person.last ? person.last : rest.join(' '),
    mobilePhone: a.phone,
    detailAddress: a.line1,
    line2: a.line2,
    city: a.city,
    state: a.state,
    postalCode: a.zip,
    countryCode: a.countryCode,
    taxId: a.taxId?.idNo ?? order.taxId,
    edited: order.addressOverride !== null,
  };
}
