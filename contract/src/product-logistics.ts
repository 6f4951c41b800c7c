import { z } from 'zod';

/**
 * The logistics fields of a seller's product (spec 001's product glossary: weight, dimensions, declaration
 * names in Chinese and English, country of origin, HS code, freight price, send time). Every product ships
 * from the platform's China warehouse to buyers abroad, so each one crosses a border: the weight, the
 * dimensions, both declaration names, the country of origin and the send time are required; the HS code is
 * optional (a carrier classifies the parcel from the declaration names when it is missing).
 */

/** A parcel of one unit: 1 g up to 100 kg (heavier goods go as freight, not as parcels). */
export const WEIGHT_GRAMS_MAX = 100_000;
/** The longest side we take: 999.9 cm, in tenths of a centimetre. */
export const DIMENSION_PATTERN = /^\d{1,3}(\.\d)?$/;
/** The send time: the seller ships within this many days of the payment. */
export const SEND_DAYS_MAX = 30;
export const HS_CODE_PATTERN = /^\d{6,10}$/;
/** Carriers' declaration systems take printable ASCII only. */
export const DECLARE_NAME_EN_PATTERN = /^[\x20-\x7E]+$/;
export const DECLARE_NAME_ZH_PATTERN = /\p{Script=Han}/u;
export const DECLARE_NAME_EN_MAX = 100;
export const DECLARE_NAME_ZH_MAX = 50;

const blank = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : v);
const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const asText = (v: unknown) => (typeof v === 'number' ? String(v) : v);

/** A whole number in a range, sent as a number or as text ('450'). */
const wholeNumber = (max: number, message: string) =>
  z.preprocess(
    (v) => blank(trim(asText(v))),
    z
      .string({ message: 'required' })
      .regex(/^\d{1,7}$/, { message })
      .transform(Number)
      .refine((n) => n >= 1 && n <= max, { message }),
  );

/** Grams of one unit, 1 to 100000. */
export const weightGramsField = wholeNumber(WEIGHT_GRAMS_MAX, 'weightRange');
/** Days from payment to shipping, 1 to 30. */
export const sendDaysField = wholeNumber(SEND_DAYS_MAX, 'sendDaysRange');

/** Centimetres above 0, up to 999.9, at most one decimal; kept as exact decimal text ('12.5'). */
export const dimensionField = z.preprocess(
  (v) => blank(trim(asText(v))),
  z
    .string({ message: 'required' })
    .regex(DIMENSION_PATTERN, { message: 'dimensionFormat', abort: true })
    .refine((s) => Number(s) > 0, { message: 'dimensionFormat' })
    // '012.0' and '12' are the same length: one spelling is stored.
    .transform((s) => String(Number(s))),
);

/** 6 to 10 digits; dots and spaces as people write them ('6109.10.00') are dropped. Optional. */
export const hsCodeField = z.preprocess((v) => {
  const text = asText(v);
  return typeof text === 'string' ? blank(text.replace(/[.\s]/g, '')) : blank(text);
}, z.string({ message: 'hsCodeFormat' }).regex(HS_CODE_PATTERN, { message: 'hsCodeFormat' }).optional());

/** An ISO 3166 alpha-2 code ('CN'); the server checks it is a country of the dictionary. */
export const originCountryField = z.preprocess(
  (v) => blank(typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.string({ message: 'required' }).regex(/^[A-Z]{2}$/, { message: 'originCountryUnknown' }),
);

export const declareNameEnField = z.preprocess(
  (v) => blank(trim(v)),
  z
    .string({ message: 'required' })
    .max(DECLARE_NAME_EN_MAX, { message: 'tooLong' })
    .regex(DECLARE_NAME_EN_PATTERN, { message: 'declareNameEnFormat' }),
);

export const declareNameZhField = z.preprocess(
  (v) => blank(trim(v)),
  z
    .string({ message: 'required' })
    .max(DECLARE_NAME_ZH_MAX, { message: 'tooLong' })
    .regex(DECLARE_NAME_ZH_PATTERN, { message: 'declareNameZhFormat' }),
);

/** The submission's logistics fields (the freight price, a money field, sits with the prices). */
export const logisticsFields = {
  weightGrams: weightGramsField,
  lengthCm: dimensionField,
  widthCm: dimensionField,
  heightCm: dimensionField,
  declareNameZh: declareNameZhField,
  declareNameEn: declareNameEnField,
  originCountryCode: originCountryField,
  hsCode: hsCodeField,
  sendDays: sendDaysField,
};
