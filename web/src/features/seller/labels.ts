import type en from '../../locales/en.json';

type FieldKey = keyof typeof en.sellerProducts.fields;

/** The locale key of a submission field's label (a field without one shows its key, never a blank). */
export const fieldLabelKey = (field: string) =>
  `sellerProducts.fields.${field}` as `sellerProducts.fields.${FieldKey}`;
