import {
  API_BASE,
  type ApiEnvelope,
  type EnvelopeStyle,
  envelopeStyleFor,
  type OfficeEnvelope,
  ResultCode,
} from '@dropmall/contract';
import { z } from 'zod';

/** The only place the two envelopes of the spec are built. */

export function officeOk<T>(model: T, msg = 'success'): OfficeEnvelope<T> & { model: T } {
  return { code: ResultCode.ok, msg, model };
}

export function apiOk<T>(result: T, message = 'success'): { success: 'true'; result: T; message: string } {
  return { success: 'true', result, message };
}

export function failureBody(
  style: EnvelopeStyle,
  code: number,
  message: string,
): OfficeEnvelope | ApiEnvelope {
  return style === 'api'
    ? { success: 'false', result: null, message, code }
    : { code, msg: message, model: null };
}

/** Which envelope a URL answers with: `/v1/api/*` the api one, every other call the office one. */
export function styleForUrl(url: string): EnvelopeStyle {
  const path = url.split('?')[0] ?? '';
  const below = path.startsWith(API_BASE) ? path.slice(API_BASE.length) : path;
  return envelopeStyleFor(below);
}

/** Response schemas for route declarations: they are what keeps private fields out of answers. */
export const officeSchema = <T extends z.ZodType>(model: T) =>
  z.object({ code: z.number(), msg: z.string(), model });
export const apiSchema = <T extends z.ZodType>(result: T) =>
  z.object({ success: z.literal('true'), result, message: z.string() });
