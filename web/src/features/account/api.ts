import type { TaxIdType } from '@dropmall/contract';
import { get } from '../../lib/http';
import { postWithMessage } from '../../lib/messageCall';

export interface BusinessInfo {
  businessId: number;
  name: string;
  contactName: string;
  contactPhone: string;
  country: string;
  address: string;
  storeUrl: string;
  /** 1 once the profile is complete. */
  status: number;
  email: string;
  mobile: string;
}

export type BusinessInfoFields = Pick<
  BusinessInfo,
  'name' | 'contactName' | 'contactPhone' | 'country' | 'address' | 'storeUrl'
>;

export interface SettlementApplication {
  id: number;
  legalName: string;
  idType: TaxIdType;
  idNo: string;
  contactName: string;
  contactPhone: string;
  address: string;
  documentUrl: string;
  state: 'pending' | 'approved' | 'rejected';
  rejectReason: string;
  submittedAt: string;
}

export interface SettlementState {
  settleStatus: number;
  rzStatus: number;
  application: SettlementApplication | null;
}

export type SettlementFields = Pick<
  SettlementApplication,
  'legalName' | 'idType' | 'idNo' | 'contactName' | 'contactPhone' | 'address'
> & { documentUrl?: string };

export const accountKeys = {
  info: ['account', 'businessInfo'],
  settlement: ['account', 'settlement'],
} as const;

export const getBusinessInfo = () => get<BusinessInfo>('/business/info');

export const saveBusinessInfo = (fields: BusinessInfoFields) =>
  postWithMessage<BusinessInfo>('/business/saveInfo', { ...fields });

export const getSettlement = () => get<SettlementState>('/business/settlement');

export const submitSettlement = (fields: SettlementFields) =>
  postWithMessage<SettlementState>('/business/settlement/submit', { ...fields });

export const changePassword = (oldPassword: string, newPassword: string) =>
  postWithMessage('/business/changePassword', { oldPassword, newPassword });

export const bindMobile = (mobile: string, code: string) =>
  postWithMessage('/business/bindMobile', { mobile, code });
