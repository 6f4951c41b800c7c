import { get, post } from '../../lib/http';

/** Delivery addresses (spec 000 §3, §5; spec 001 §7 /api/address/*) and the region tree (/base/getRegion). */

export type Gender = 'male' | 'female' | 'undefined';
export type IdType = 'CPF' | 'CNPJ';

export interface Address {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  gender: Gender;
  idType: IdType;
  idNo: string;
  email: string;
  postalCode: string;
  mobilePhone: string;
  country: string;
  countryId: number;
  /** The state or province. */
  oneName: string;
  oneId: number;
  city: string;
  cityId: number;
  district: string;
  districtId: number;
  detailAddress: string;
  line2: string;
  isDefault: boolean;
}

/** What the form sends in paramJson (the contract's AddressInput); `id` only when changing one. */
export interface AddressFields {
  id?: number;
  firstName: string;
  lastName: string;
  gender: Gender;
  idType: IdType;
  idNo: string;
  email: string;
  postalCode: string;
  mobilePhone: string;
  countryId: number;
  oneId: number;
  cityId: number;
  districtId: number;
  detailAddress?: string;
  line2?: string;
  isDefault?: boolean;
}

export interface Region {
  id: number;
  name: string;
}

export const addressKeys = {
  all: ['addresses'] as const,
  regions: (pid: number) => ['base', 'regions', pid] as const,
};

export const fetchAddresses = () => post<Address[]>('/api/address/list');

export const saveAddress = (fields: AddressFields) =>
  post<Address>(fields.id ? '/api/address/update' : '/api/address/add', { paramJson: fields });

export const deleteAddress = (id: number) => post<{ id: number }>('/api/address/delete', { id });

/** Children of a region: a country id lists its states, a state its cities, a city its districts. */
export const fetchRegions = (pid: number) => get<Region[]>('/base/getRegion', { pid });

/** An address as the form's fields (editing it, or marking it the default). */
export function fieldsOf(address: Address): AddressFields {
  const { fullName: _full, country: _c, oneName: _o, city: _ci, district: _d, ...fields } = address;
  return fields;
}

/** The place, most precise first: "Rua A 1, Apt 2, Centro, Rio Branco, Acre, Brazil, 69900-000". */
export function placeLine(address: Address): string {
  return [
    address.detailAddress,
    address.line2,
    address.district,
    address.city,
    address.oneName,
    address.country,
    address.postalCode,
  ]
    .filter(Boolean)
    .join(', ');
}
