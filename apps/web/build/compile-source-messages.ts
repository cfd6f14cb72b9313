import type { PluginObj, types as BabelTypes } from '@babel/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { messageKey } from '../src/lib/message-key.ts';
import type { CompiledMessage } from '../src/lib/i18n-core.ts';

/**
 * An English message as the code holds it: Lingui's tokens, or the text when there is nothing
 * to compile. JSON drops the `offset: undefined` Lingui's compiler writes for every plural.
 */
export function compiledEnglish(message: string): CompiledMessage {
  const tokens = compileMessageOrThrow(message);
  const [only] = tokens;
  if (tokens.length === 1 && typeof only === 'string') return only;
  return JSON.parse(JSON.stringify(tokens)) as CompiledMessage;
}

/**
 * Runs after Lingui's macro (decision 073): compiles each English `message` the macro left in
 * the code (`stripMessageField: false`) with Lingui's own compiler, so English needs neither a
 * catalog nor a compiler in the browser, and a message a catalog lacks renders its English.
 * A message with nothing to compile ("Get Started") stays a string. Its id becomes the build's
 * key for it (`ids`, `short-ids.ts`) when it has one, and goes when that key is the one the
 * runtime computes from the English (`message-key.ts`, decision 080): `<Trans>` keeps its id.
 */
export function compileSourceMessages(
  { types: t }: { types: typeof BabelTypes },
  { ids = new Map() }: { ids?: ReadonlyMap<string, string> } = {},
): PluginObj {
  const compiled = (message: string): BabelTypes.Expression | null => {
    const english = compiledEnglish(message);
    if (typeof english === 'string') return english === message ? null : t.stringLiteral(english);
    return t.valueToNode(english);
  };
  const idOf = (props: BabelTypes.ObjectExpression['properties']) =>
    props.find(
      (p): p is BabelTypes.ObjectProperty & { value: BabelTypes.StringLiteral } =>
        t.isObjectProperty(p) &&
        t.isIdentifier(p.key, { name: 'id' }) &&
        !p.computed &&
        t.isStringLiteral(p.value),
    );
  const renumber = (literal: BabelTypes.StringLiteral) => {
    const short = ids.get(literal.value);
    if (short) literal.value = short;
  };
  return {
    name: 'dpts-compile-source-messages',
    visitor: {
      Program: {
        exit(program) {
          program.traverse({
            ObjectProperty(path) {
              const { key, value } = path.node;
              if (!t.isIdentifier(key, { name: 'message' }) || !t.isStringLiteral(value)) return;
              if (!t.isObjectExpression(path.parent)) return;
              const id = idOf(path.parent.properties);
              if (!id) return;
              if (ids.get(id.value.value) === messageKey(compiledEnglish(value.value)))
                path.parent.properties.splice(path.parent.properties.indexOf(id), 1);
              else renumber(id.value);
              const node = compiled(value.value);
              if (node) path.get('value').replaceWith(node);
            },
            JSXAttribute(path) {
              const { name, value } = path.node;
              if (!t.isJSXIdentifier(name, { name: 'message' }) || !t.isStringLiteral(value))
                return;
              const opening = path.parent;
              const isTrans =
                t.isJSXOpeningElement(opening) &&
                opening.attributes.some(
                  (a: BabelTypes.JSXAttribute | BabelTypes.JSXSpreadAttribute) =>
                    t.isJSXAttribute(a) && t.isJSXIdentifier(a.name, { name: 'id' }),
                );
              if (!isTrans) return;
              const node = compiled(value.value);
              if (node) path.get('value').replaceWith(t.jsxExpressionContainer(node));
            },
          });
        },
      },
    },
  };
}
