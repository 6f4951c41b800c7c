import type { Address, AddressInput, AddressRemoved, Gender, IdType, Region } from '@dropmall/contract';
import { get, post } from '../../lib/http';

/** Delivery addresses (spec 000 §3, §5; spec 001 §7 /api/address/*) and the region tree (/base/getRegion). */

export type { Address, Gender, IdType, Region };
/** What the form sends in paramJson (the contract's AddressInput); `id` only when changing one. */
export type AddressFields = AddressInput;

export const addressKeys = {
  all: ['addresses'] as const,
  regions: (pid: number) => ['base', 'regions', pid] as const,
};

export const fetchAddresses = () => post<Address[]>('/api/address/list');

export const saveAddress = (fields: AddressFields) =>
  post<Address>(fields.id ? '/api/address/update' : '/api/address/add', { paramJson: fields });

export const deleteAddress = (id: number) => post<AddressRemoved>('/api/address/delete', { id });

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
