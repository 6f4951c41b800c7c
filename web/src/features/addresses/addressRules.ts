import { AddressInput, isValidTaxId } from '@dropmall/contract';
import type { FormInstance, FormRule } from 'antd';
import { contractText, schemaRule } from '../../lib/formRules';
import { i18n } from '../../lib/i18n';
import type { AddressFields, IdType } from './api';

/**
 * The address form's rules (spec 000 §5), taken from the contract the server checks with: the required
 * fields, idNo numeric with valid CPF/CNPJ check digits, e-mail, mobile and postal code formats.
 */

export const required = (label: string): FormRule => ({
  required: true,
  whitespace: true,
  message: contractText('required', { field: label }),
});

/** Selects hold numbers: `whitespace` does not apply to them. */
export const chosen = (label: string): FormRule => ({
  required: true,
  message: i18n.t('addresses.form.choose', { field: label }),
});

/** CPF and CNPJ are often written with dots, dashes and a slash: keep only what the number is made of. */
export const idNoNormalize = (value: unknown) =>
  typeof value === 'string' ? value.replace(/[.\-/\s]/g, '') : value;

/** A phone is its digits (and a leading +): spaces, dashes and brackets typed for reading are dropped. */
export const phoneNormalize = (value: unknown) =>
  typeof value === 'string' ? value.replace(/[\s\-()]/g, '') : value;

/** The length a tax id has by its type, for the placeholder and the message. */
export const ID_LENGTH: Record<IdType, number> = { CPF: 11, CNPJ: 14 };

/** idNo: digits only, then the check digits of the chosen type; re-run when the type changes. */
export function idNoRule(form: FormInstance<AddressFields>): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (typeof value !== 'string' || value === '') return; // `required` speaks for an empty field
      if (!/^\d+$/.test(value)) throw new Error(contractText('idNoDigits'));
      const type: IdType = form.getFieldValue('idType') ?? 'CPF';
      if (!isValidTaxId(type, value)) throw new Error(contractText('taxIdInvalid'));
    },
  };
}

export const emailRule = () => schemaRule(AddressInput.shape.email);
export const mobileRule = () => schemaRule(AddressInput.shape.mobilePhone);
export const postalCodeRule = () => schemaRule(AddressInput.shape.postalCode);
