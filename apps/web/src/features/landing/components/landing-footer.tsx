import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo';
import { APP_NAME, links } from '../../../config/app';
import {
  canInstallExtension,
  extensionStoreUrl,
  useBrowserKind,
} from '../../../lib/extension-support';
import { AnchorLink } from './anchor-link';

const socials = [
  {
    name: 'Facebook',
    href: links.social.facebook,
    path: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.2V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6z',
  },
  { name: 'X', href: links.social.x, path: 'M4 4l16 16M20 4L4 20' },
  {
    name: 'Instagram',
    href: links.social.instagram,
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5h.01',
  },
  {
    name: 'LinkedIn',
    href: links.social.linkedin,
    path: 'M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm4 6h4v2c.6-1.2 2-2.2 4-2.2 3.4 0 4 2.2 4 5V21h-4v-5.6c0-1.4 0-3-2-3s-2 1.5-2 3V21h-4z',
  },
] as const;

/** Footer links are tap targets of at least 24 px (WCAG 2.2, 2.5.8); 40 px on phones. */
const footerLink = 'inline-flex min-h-10 items-center hover:text-white md:min-h-6';

function ExternalOrAnchor({
  href,
  className,
  label,
  children,
}: {
  href: string;
  className: string;
  label?: string;
  children: ReactNode;
}) {
  if (href.startsWith('#')) {
    return (
      <AnchorLink href={href} className={className} aria-label={label}>
        {children}
      </AnchorLink>
    );
  }
  return (
    <a href={href} className={className} aria-label={label} target="_blank" rel="noreferrer">
      {children}
    </a>
  );
}

export function LandingFooter() {
  const { t } = useLingui();
  const browser = useBrowserKind();
  const storeUrl = extensionStoreUrl(browser);
  return (
    <footer id="contact" className="bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div className="flex flex-col gap-4">
          <Logo inverted />
          <p className="text-sm text-brand-100">
            {t`Free courses, points and leagues for digital officers in Nigeria and beyond.`}
          </p>
          <ul className="flex gap-2" aria-label={t`Social media`}>
            {socials.map((social) => (
              <li key={social.name}>
                <ExternalOrAnchor
                  href={social.href}
                  label={t`${APP_NAME} on ${social.name}`}
                  className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                >
                  <svg
                    viewBox="0 0 24 24"
                    className="h-5 w-5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    aria-hidden="true"
                  >
                    <path d={social.path} />
                  </svg>
                </ExternalOrAnchor>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t`Footer`}>
          <ul className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
            <li>
              <AnchorLink href="#features" className={footerLink}>
                {t`Features`}
              </AnchorLink>
            </li>
            <li>
              <AnchorLink href="#blog" className={footerLink}>
                {t`Blogs`}
              </AnchorLink>
            </li>
            <li>
              <Link to="/privacy-policy" className={footerLink}>
                {t`Privacy Policy`}
              </Link>
            </li>
            <li>
              <a href={links.reportBug} className={footerLink}>
                {t`Report a Bug`}
              </a>
            </li>
            <li>
              <a href={links.contactUs} className={footerLink}>
                {t`Contact Us`}
              </a>
            </li>
          </ul>
        </nav>
        <div className="flex flex-col items-start gap-3">
          {storeUrl ? (
            <>
              <p className="text-sm text-brand-100">
                {canInstallExtension(browser)
                  ? t`Track your courses automatically with the browser extension.`
                  : t`Track your courses automatically with the browser extension: on a phone, in Firefox for Android.`}
              </p>
              <a
                href={storeUrl}
                target="_blank"
                rel="noreferrer"
                className="inline-flex h-[52px] items-center gap-2 rounded-button bg-accent-400 px-6 font-semibold text-ink hover:bg-accent-500"
              >
                {t`Install Extension`}
              </a>
            </>
          ) : (
            <p className="text-sm text-brand-100">
              {t`Finished a course? Claim its points with the link of your certificate.`}
            </p>
          )}
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm text-brand-100 sm:px-6">
          {t`© 2024 ${APP_NAME}. All rights reserved.`}
        </p>
      </div>
    </footer>
  );
}
