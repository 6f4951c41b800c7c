import type {
  BusinessInfo,
  BusinessInfoRequest,
  SettlementApplication,
  SettlementRequest,
  SettlementState,
} from '@dropmall/contract';
import { get } from '../../lib/http';
import { postWithMessage } from '../../lib/messageCall';

export type { BusinessInfo, SettlementApplication, SettlementState };
export type BusinessInfoFields = BusinessInfoRequest;
export type SettlementFields = SettlementRequest;

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
