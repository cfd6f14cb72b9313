import type { FastifyRequest } from 'fastify';
import {
  acceptLanguageTags,
  pickAppLanguage,
  type TAppLanguage,
} from '@dpts/contract/app-languages';

/**
 * The language a request asks for: the web app sends the officer's choice as Accept-Language
 * (browsers send theirs), so a new account's first email is in the language of its sign-up.
 * A header naming none of the product's languages means English; it is never refused.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): TAppLanguage {
  return pickAppLanguage(acceptLanguageTags(request.headers['accept-language']));
}
