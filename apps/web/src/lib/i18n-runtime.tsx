/**
 * What Lingui's macros compile to (`runtimeConfigModule` in lingui.config.ts, `#i18n` in
 * package.json): the app's one `i18n`, its provider, and `Trans`/`useLingui` that use the
 * provider's value when there is one (the app, `app/provider.tsx`) and the same `i18n` otherwise
 * (a component test renders a screen without the app's providers, in English). Written here
 * rather than taken from `@lingui/react`'s index, which would put its `Trans` in the entry script;
 * `Trans` is in `./i18n-trans.tsx`, loaded with the screens that use it.
 */
import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { i18n } from './i18n';

export { i18n };

type LinguiValue = { i18n: typeof i18n; _: typeof i18n._ };

const valueNow = (): LinguiValue => ({ i18n, _: i18n._ });
const outsideProvider = valueNow();
const LinguiContext = createContext<LinguiValue | null>(null);

/** Renders its tree again when the language changes or a catalog arrives. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [value, setValue] = useState(valueNow);
  useEffect(() => i18n.on('change', () => setValue(valueNow())), []);
  return <LinguiContext value={value}>{children}</LinguiContext>;
}

export function useLingui(): LinguiValue {
  return use(LinguiContext) ?? outsideProvider;
}

/** Renders the caller again when the language changes (texts read with `i18n._`, `contractText`). */
export function useLanguageChange(): void {
  useLingui();
}
