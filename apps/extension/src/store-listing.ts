import { PRODUCT_NAME } from '@dpts/contract/constants';

/** The manifest's texts, named in it `__MSG_extensionName__` and `__MSG_extensionDescription__`. */
export type StoreListing = {
  extensionName: { message: string };
  extensionDescription: { message: string };
};

/** Chrome refuses a manifest description longer than this. */
export const DESCRIPTION_MAX = 132;

/**
 * The extension's name and description in a language (its `_locales/<lang>/messages.json`, the
 * browsers' add-on pages and the stores' listings), with `i18n` the language's catalog: run by
 * the build (wxt.config.ts), never in the bundles. The name is the product's in every language.
 */
export function storeListing(i18n: { _: (text: string) => string }): StoreListing {
  return {
    extensionName: { message: PRODUCT_NAME },
    extensionDescription: {
      message: i18n._(
        'Counts the free online courses you take on the supported learning sites and earns you DigiPoints (dpts).',
      ),
    },
  };
}
