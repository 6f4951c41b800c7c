import { z } from 'zod';
import { RowId } from './ids';

/** A delivery address as /api/address/* answers it (the request is orders.ts's AddressInput). oneName: the state. */
export const Address = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  gender: z.enum(['male', 'female', 'undefined']),
  idType: z.enum(['CPF', 'CNPJ']),
  idNo: z.string(),
  email: z.string(),
  postalCode: z.string(),
  mobilePhone: z.string(),
  country: z.string(),
  countryId: z.number(),
  oneName: z.string(),
  oneId: z.number(),
  city: z.string(),
  cityId: z.number(),
  district: z.string(),
  districtId: z.number(),
  detailAddress: z.string(),
  line2: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof Address>;
export type Gender = Address['gender'];
export type IdType = Address['idType'];

export const AddressDeleteRequest = z.object({ id: RowId });
export const AddressRemoved = z.object({ id: z.number() });
export type AddressRemoved = z.infer<typeof AddressRemoved>;
