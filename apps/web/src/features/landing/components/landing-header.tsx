import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Logo } from '../../../components/logo';
import { ButtonLink } from '../../../components/button';
import { LanguagePicker } from '../../../components/language-picker';
import { useSession } from '../../../lib/session';
import { AnchorLink } from './anchor-link';

export const landingNav = [
  { label: msg`Features`, href: '#features' },
  { label: msg`Home`, href: '#intro' },
  { label: msg`Blog`, href: '#blog' },
  { label: msg`Community`, href: '#community' },
] as const;

/** Header button reads Dashboard when signed in, otherwise Get Started (spec section 2). */
export function LandingHeader() {
  const { user } = useSession();
  const { t, i18n } = useLingui();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const action = user
    ? { label: t`Dashboard`, to: '/dashboard' }
    : { label: t`Get Started`, to: '/login' };

  return (
    <header className="sticky top-0 z-40 animate-header-in backdrop-blur">
      <div className="mx-auto flex h-[72px] max-w-6xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-6">
        <Logo narrow />
        <nav aria-label={t`Main`} className="hidden md:block">
          <ul className="flex items-center gap-8">
            {landingNav.map((item) => (
              <li key={item.href}>
                <AnchorLink
                  href={item.href}
                  className="rounded font-medium text-body hover:text-brand-700"
                >
                  {i18n._(item.label)}
                </AnchorLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <LanguagePicker />
          <ButtonLink to={action.to} size="md">
            {action.label}
          </ButtonLink>
          <button
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-surface md:hidden"
            aria-expanded={isMenuOpen}
            aria-controls="landing-mobile-nav"
            aria-label={isMenuOpen ? t`Close menu` : t`Open menu`}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              {isMenuOpen ? (
                <path d="M6 6l12 12M18 6L6 18" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" />
              )}
            </svg>
          </button>
        </div>
      </div>
      {isMenuOpen ? (
        <nav
          id="landing-mobile-nav"
          aria-label={t`Main`}
          className="border-t border-line bg-white md:hidden"
        >
          <ul className="flex flex-col px-4 py-2">
            {landingNav.map((item) => (
              <li key={item.href}>
                <AnchorLink
                  href={item.href}
                  onClick={() => setMenuOpen(false)}
                  className="block rounded px-2 py-3 font-medium text-body hover:text-brand-700"
                >
                  {i18n._(item.label)}
                </AnchorLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
