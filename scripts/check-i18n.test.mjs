import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkConfig, placeholdersOf } from './check-i18n.mjs';

let root = '';

const po = (locale, entries) =>
  [
    'msgid ""',
    'msgstr ""',
    `"Language: ${locale}\\n"`,
    '',
    ...entries.flatMap(([id, str]) => [
      `msgid ${JSON.stringify(id)}`,
      `msgstr ${JSON.stringify(str)}`,
      '',
    ]),
  ].join('\n');

/** A throw-away app: one source file, its Lingui config and an English and a Hausa catalog. */
async function check({ source, en, ha }) {
  root = mkdtempSync(path.join(tmpdir(), 'check-i18n-'));
  const files = {
    'lingui.config.js': `export default {
      sourceLocale: 'en',
      locales: ['en', 'ha'],
      catalogs: [{ path: '<rootDir>/locales/{locale}', include: ['<rootDir>/src'] }],
    };`,
    'src/page.jsx': `import { t } from '@lingui/core/macro';\nimport { Trans } from '@lingui/react/macro';\n${source}`,
    'locales/en.po': po('en', en),
    'locales/ha.po': po('ha', ha),
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return (await checkConfig(path.join(root, 'lingui.config.js'))).map((p) =>
    p.replace(/^.*locales\//, ''),
  );
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = '';
});

describe('i18n:check', () => {
  it('passes catalogs that hold and translate exactly the source’s messages', async () => {
    const problems = await check({
      source: 'export const a = () => [t`Log Out`, <Trans>Hello {name}</Trans>];',
      en: [
        ['Log Out', 'Log Out'],
        ['Hello {name}', 'Hello {name}'],
      ],
      ha: [
        ['Log Out', 'Fita'],
        ['Hello {name}', 'Sannu {name}'],
      ],
    });
    expect(problems).toEqual([]);
  });

  it('fails on a message missing from a catalog, left untranslated, or no longer used', async () => {
    const problems = await check({
      source: 'export const a = () => [t`Log Out`, t`Settings`, t`Help`];',
      en: [
        ['Log Out', 'Log Out'],
        ['Help', 'Help'],
        ['Old text', 'Old text'],
      ],
      ha: [
        ['Log Out', 'Fita'],
        ['Settings', ''],
      ],
    });
    expect(problems.sort()).toEqual(
      [
        'en: missing "Settings"',
        'en: unused "Old text"',
        'ha: missing "Help"',
        'ha: untranslated "Settings"',
      ].sort(),
    );
  });

  it('fails on a translation that renames or drops a placeholder', async () => {
    const problems = await check({
      source:
        'export const a = (name) => [t`Hello ${name}`, <Trans>Read <a href="/">the rules</a></Trans>];',
      en: [
        ['Hello {name}', 'Hello {name}'],
        ['Read <0>the rules</0>', 'Read <0>the rules</0>'],
      ],
      ha: [
        ['Hello {name}', 'Sannu {suna}'],
        ['Read <0>the rules</0>', 'Karanta dokokin'],
      ],
    });
    expect(problems).toEqual([
      'ha: "Hello {name}" has {name}, its translation {suna}',
      'ha: "Read <0>the rules</0>" has </0> <0>, its translation none',
    ]);
  });

  it('reads the placeholders of plurals and tags', () => {
    expect(
      placeholdersOf('{count, plural, one {# <0>point</0>} other {# points for {name}}}'),
    ).toEqual(['</0>', '<0>', '{count}', '{name}']);
  });
});
