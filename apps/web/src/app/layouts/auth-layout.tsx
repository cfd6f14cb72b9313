import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Logo } from '../../components/logo';
import { LanguagePicker } from '../../components/language-picker';
import { APP_NAME } from '../../config/app';

type AuthLayoutProps = { title: string; subtitle?: ReactNode; children: ReactNode; wide?: boolean };

/** Login and sign-up screens: a form card beside a brand panel on wide screens. */
export function AuthLayout({ title, subtitle, children, wide }: AuthLayoutProps) {
  return (
    <div className="flex min-h-dvh">
      <aside className="relative hidden w-[40%] max-w-xl flex-col justify-between overflow-hidden bg-brand-700 p-10 text-white lg:flex">
        <Logo inverted />
        <div>
          <p className="text-3xl font-extrabold leading-tight text-white">
            <Trans>Learn for free. Earn points. Climb the leaderboard.</Trans>
          </p>
          <p className="mt-4 text-brand-50">
            <Trans>
              Join about 120 thousand officers growing their digital skills with {APP_NAME}.
            </Trans>
          </p>
        </div>
        <p className="text-sm text-brand-100">© 2024 {APP_NAME}</p>
        <div
          aria-hidden="true"
          className="absolute -right-24 -top-24 h-72 w-72 rounded-full bg-white/10"
        />
      </aside>
      <main id="main" className="flex flex-1 justify-center px-4 py-8 sm:px-8 sm:py-12">
        <div className={`w-full ${wide ? 'max-w-2xl' : 'max-w-md'}`}>
          <div className="mb-8 flex items-center justify-between gap-2">
            <span className="lg:hidden">
              <Logo />
            </span>
            <span className="ml-auto">
              <LanguagePicker />
            </span>
          </div>
          <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
          {subtitle ? <p className="mt-2 text-muted">{subtitle}</p> : null}
          <div className="mt-8">{children}</div>
        </div>
      </main>
    </div>
  );
}
