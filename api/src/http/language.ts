import {
  formatText,
  isMessageKey,
  type Language,
  type LocalText,
  messages,
  toLanguage,
} from '@dropmall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language: its Accept-Language header (the web app sends the stored `lang`). */
    readonly language: Language;
  }
}

/** Gives every request its `language`; install it before the error handler, which answers in it. */
export function installLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', {
    getter(this: FastifyRequest): Language {
      return toLanguage(this.headers['accept-language']);
    },
  });
}

/** A message key of the shared catalogue, or a text given in both languages. */
export type MessageRef = string | LocalText;

/** Renders a message in one language; a key the catalogue does not know is shown as given. */
export function translate(ref: MessageRef, lang: Language, params?: Record<string, string | number>): string {
  if (typeof ref !== 'string') return formatText(ref[lang], params);
  return isMessageKey(ref) ? formatText(messages[ref][lang], params) : formatText(ref, params);
}
