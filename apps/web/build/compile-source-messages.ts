import type { PluginObj, types as BabelTypes } from '@babel/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/**
 * Runs after Lingui's macro (decision 073): compiles each English `message` the macro left in
 * the code (`stripMessageField: false`) with Lingui's own compiler, so English needs neither a
 * catalog nor a compiler in the browser, and a message a catalog lacks renders its English.
 * A message with nothing to compile ("Get Started") stays a string. Its id becomes the build's
 * number for it (`ids`, `short-ids.ts`) when it has one.
 */
export function compileSourceMessages(
  { types: t }: { types: typeof BabelTypes },
  { ids = new Map() }: { ids?: ReadonlyMap<string, string> } = {},
): PluginObj {
  const compiled = (message: string): BabelTypes.Expression | null => {
    const tokens = compileMessageOrThrow(message);
    const [only] = tokens;
    if (tokens.length === 1 && typeof only === 'string')
      return only === message ? null : t.stringLiteral(only);
    // JSON drops the `offset: undefined` Lingui's compiler writes for every plural.
    return t.valueToNode(JSON.parse(JSON.stringify(tokens)));
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
              renumber(id.value);
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
