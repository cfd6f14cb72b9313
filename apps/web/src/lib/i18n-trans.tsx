import type { ComponentProps } from 'react';
import { TransNoContext } from '@lingui/react/server';
import { useLingui } from './i18n-runtime';

type TransProps = Omit<ComponentProps<typeof TransNoContext>, 'lingui'>;

/** What `<Trans>` compiles to (`#i18n-trans`): Lingui's, with the app's language. */
export function Trans(props: TransProps) {
  const lingui = useLingui();
  return <TransNoContext {...(props as ComponentProps<typeof TransNoContext>)} lingui={lingui} />;
}
