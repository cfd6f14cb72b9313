#!/usr/bin/env node
// `npm run i18n:check`: fails when the catalogs (decision 073) drift from the code. For each
// Lingui config below it extracts the messages from the source, as `lingui extract` would, and
// compares them with every PO catalog:
//   - a message in the source that a catalog lacks, or that a language leaves untranslated;
//   - a message a catalog keeps that the source no longer has (unused);
//   - a translation whose placeholders ({name}, <0>…</0>, plural cases' argument) differ from
//     the English, or that is not valid ICU MessageFormat.
// Fix: `npm run i18n:extract`, then translate what it added in each `<lang>/*.po`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The apps whose strings go through Lingui, by their config. */
export const CONFIGS = [
  'apps/web/lingui.config.ts',
  'apps/server/lingui.config.ts',
  'apps/extension/lingui.config.ts',
];

/** Argument names and element tags of a message: what a translation must keep. */
export function placeholdersOf(message) {
  const names = new Set();
  const walk = (tokens) => {
    for (const token of tokens) {
      if (typeof token === 'string') {
        for (const tag of token.matchAll(/<(\/?\d+\/?)>/g)) names.add(`<${tag[1]}>`);
      } else if (Array.isArray(token)) {
        const [name, , cases] = token;
        names.add(`{${name}}`);
        if (cases && typeof cases === 'object')
          for (const value of Object.values(cases)) if (Array.isArray(value)) walk(value);
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

const keyOf = (id, entry) => (entry?.context ? `${entry.context} | ${id}` : id);
const label = (entry, id) => JSON.stringify(entry?.message ?? id);

/** Problems of one config's catalogs, as lines to print (none when all is in step). */
export async function checkConfig(configPath) {
  const config = getConfig({ configPath, skipValidation: true });
  const problems = [];
  for (const catalog of await getCatalogs(config)) {
    const name = path.relative(root, catalog.path);
    const source = (await catalog.collect()) ?? {};
    const existing = await catalog.readAll();
    for (const locale of config.locales) {
      const messages = existing[locale] ?? {};
      const where = `${name.replace('{locale}', locale)}`;
      for (const [id, entry] of Object.entries(source)) {
        const held = messages[id];
        if (!held) {
          problems.push(`${where}: missing ${label(entry, id)}`);
          continue;
        }
        if (locale === config.sourceLocale) continue;
        if (!held.translation) {
          problems.push(`${where}: untranslated ${label(entry, id)}`);
          continue;
        }
        let wanted, got;
        try {
          wanted = placeholdersOf(entry.message ?? id);
          got = placeholdersOf(held.translation);
        } catch (error) {
          problems.push(`${where}: not ICU MessageFormat ${label(entry, id)}: ${error.message}`);
          continue;
        }
        if (wanted.join() !== got.join())
          problems.push(
            `${where}: ${label(entry, id)} has ${wanted.join(' ') || 'no placeholders'}, its translation ${got.join(' ') || 'none'}`,
          );
      }
      for (const [id, entry] of Object.entries(messages)) {
        if (!source[id]) problems.push(`${where}: unused ${label(entry, keyOf(id, entry))}`);
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const problems = [];
  for (const config of CONFIGS) problems.push(...(await checkConfig(path.join(root, config))));
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(
      `\ni18n:check: ${problems.length} problem(s). Run \`npm run i18n:extract\`, then translate ` +
        'what it added in each catalog (README, "Languages").',
    );
    process.exit(1);
  }
  console.log(`i18n:check: every catalog matches the source (${Date.now() - started} ms)`);
}
