import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import { ButtonLink } from '../../components/button';
import { LanguagePicker } from '../../components/language-picker';
import { useSession } from '../../lib/session';
import { APP_NAME, links } from '../../config/app';

/** Shared header and footer of the privacy and 404 pages (spec section 2). */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { user } = useSession();
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex h-[72px] max-w-6xl items-center justify-between px-4 sm:px-6">
          <Logo />
          <div className="flex items-center gap-1 sm:gap-2">
            <LanguagePicker />
            {user ? (
              <ButtonLink to="/dashboard" size="md">
                {t`Dashboard`}
              </ButtonLink>
            ) : (
              <ButtonLink to="/login" size="md">
                {t`Login`}
              </ButtonLink>
            )}
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <footer className="border-t border-line bg-surface">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between">
          <nav aria-label={t`Footer`}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
              <li>
                <Link to="/#features" className="hover:text-brand-700">
                  {t`Features`}
                </Link>
              </li>
              <li>
                <Link to="/#blog" className="hover:text-brand-700">
                  {t`Blogs`}
                </Link>
              </li>
              <li>
                <Link to="/privacy-policy" className="hover:text-brand-700">
                  {t`Privacy Policy`}
                </Link>
              </li>
              <li>
                <a href={links.reportBug} className="hover:text-brand-700">
                  {t`Report a Bug`}
                </a>
              </li>
              <li>
                <a href={links.contactUs} className="hover:text-brand-700">
                  {t`Contact Us`}
                </a>
              </li>
            </ul>
          </nav>
          <p className="text-sm text-muted">© 2024 {APP_NAME}</p>
        </div>
      </footer>
    </div>
  );
}
