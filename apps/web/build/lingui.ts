import path from 'node:path';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { getConfig } from '@lingui/conf';
import type { PluginOption } from 'vite';
import { compileSourceMessages } from './compile-source-messages.ts';
import { shortIdCatalogs, shortIdsOf } from './short-ids.ts';

const configPath = path.resolve(import.meta.dirname, '../lingui.config.ts');

/**
 * Lingui's macros (`t`, `<Trans>`, `plural`) compiled by Babel, only in the files that import
 * them, and `.po` catalogs compiled on import (decision 073). The English text stays in the
 * code (`stripMessageField: false`), compiled there (`compile-source-messages.ts`), so English
 * needs no catalog; its ids are the build's short numbers (`short-ids.ts`).
 * The config is passed explicitly: tests run from the repository's root.
 */
export function linguiMacros(): PluginOption[] {
  const linguiConfig = getConfig({ configPath });
  const ids = shortIdsOf(path.resolve(import.meta.dirname, '../src/locales'));
  return [
    babel({
      presets: [
        defineRolldownBabelPreset({
          preset: () => ({
            plugins: [
              ['@lingui/babel-plugin-lingui-macro', { linguiConfig, stripMessageField: false }],
              [compileSourceMessages, { ids }],
            ],
          }),
          rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
        }),
      ],
    }),
    lingui({ configPath }),
    shortIdCatalogs(ids),
  ];
}
