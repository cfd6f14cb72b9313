import { transformSync } from '@babel/core';
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { messageKey } from '../src/lib/message-key';
import { compileSourceMessages } from './compile-source-messages';

function compile(code: string, ids: ReadonlyMap<string, string> = new Map()): string {
  return transformSync(code, {
    filename: 'x.tsx',
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ['jsx', 'typescript'] },
    plugins: [[compileSourceMessages, { ids }]],
  })!.code!;
}

describe('English messages compiled at build time', () => {
  it('turns a message with placeholders into what Lingui renders, and leaves plain text', () => {
    const out = compile(`
      i18n._({ id: "a1", message: "Hello {name}, you have {count, plural, one {# point} other {# points}}" });
      i18n._({ id: "b2", message: "Get Started" });
      i18n._({ id: "c3", message: "It''s here" });
      const other = { message: "{not} a descriptor" };
    `);
    expect(out).toContain(
      'message: ["Hello ", ["name"], ", you have ", ["count", "plural", {\n    one: ["#", " point"],\n    other: ["#", " points"]\n  }]]',
    );
    expect(out).toContain('message: "Get Started"');
    expect(out).toContain(`message: "It's here"`);
    expect(out).toContain('message: "{not} a descriptor"');
  });

  it('leaves out an id the browser computes from the English, and shortens the others', () => {
    const ids = new Map([
      ['a1abcd', messageKey(['Hi ', ['name']])],
      ['b2abcd', '7'],
    ]);
    const out = compile(
      `i18n._({ id: "a1abcd", message: "Hi {name}", values: { name } });
       const may = { id: "b2abcd", message: "May" };`,
      ids,
    );
    expect(out).toContain('i18n._({\n  message: ["Hi ", ["name"]],\n  values: {');
    expect(out).toContain('id: "7",\n  message: "May"');
  });

  it('compiles a Trans element’s message', () => {
    const out = compile(
      `<Trans id="d4" message="Read <0>the rules</0>, {name}" values={{ name }} />`,
    );
    expect(out).toContain('message={["Read <0>the rules</0>, ", ["name"]]}');
  });

  it('renders the same English as a compiled catalog would, with no compiler in the browser', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    i18n.setMessagesCompiler((message) => [message]);
    const descriptor = {
      id: 'x',
      message: [
        ['count', 'plural', { one: ['#', ' point'], other: ['#', ' points'] }],
      ] as unknown as string,
    };
    expect(i18n._({ ...descriptor, values: { count: 1 } })).toBe('1 point');
    expect(i18n._({ ...descriptor, values: { count: 1200 } })).toBe('1,200 points');
  });
});
