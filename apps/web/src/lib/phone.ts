import { PHONE_DIGITS } from '@dpts/contract/constants';

/** What a phone box keeps while typing: digits only, at most 10 (spec section 5). */
export function cleanPhone(value: string): string {
  return value.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}
