import {
  formatText,
  isMessageKey,
  type Language,
  type LocalText,
  messages,
  toLanguage,
} from '@dropmall/contract';
import type { FastifyRequest } from 'fastify';

/** The language of a request: its Accept-Language header (the web app sends the stored `lang`). */
export function requestLanguage(request: FastifyRequest): Language {
  return toLanguage(request.headers['accept-language']);
}

/** A message key of the shared catalogue, or a text given in both languages. */
export type MessageRef = string | LocalText;

/** Renders a message in one language; a key the catalogue does not know is shown as given. */
export function translate(ref: MessageRef, lang: Language, params?: Record<string, string | number>): string {
  if (typeof ref !== 'string') return formatText(ref[lang], params);
  return isMessageKey(ref) ? formatText(messages[ref][lang], params) : formatText(ref, params);
}
