import type { ComponentProps } from 'react';
import { TransNoContext } from '@lingui/react/server';
import { useLingui } from './i18n-runtime';

type TransProps = Omit<ComponentProps<typeof TransNoContext>, 'lingui'>;
type LinguiProp = ComponentProps<typeof TransNoContext>['lingui'];

/**
 * What `<Trans>` compiles to (`#i18n-trans`): Lingui's, with the app's language. It calls only
 * `i18n._(id, values, { message })`, which the app's runtime has (`i18n-core.ts`).
 */
export function Trans(props: TransProps) {
  const lingui = useLingui() as unknown as LinguiProp;
  return <TransNoContext {...(props as ComponentProps<typeof TransNoContext>)} lingui={lingui} />;
}
