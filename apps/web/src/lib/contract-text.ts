import { i18n } from './i18n';

/**
 * One of the contract's texts in the officer's language: the client's (spec section 8), a
 * server answer's or a form check's message, all English, word for word, in the contract. The
 * `contract` catalogs hold them by their English (`./contract-texts.ts`, loaded right after the
 * first page); a text they do not hold shows as it came.
 */
export function contractText(text: string): string {
  return text ? i18n._(text) : text;
}
