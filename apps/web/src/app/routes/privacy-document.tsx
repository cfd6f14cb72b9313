import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PublicLayout } from '../layouts/public-layout';
import { SUPPORT_EMAIL } from '../../config/app';
import { useDocumentTitle } from '../../lib/use-document-title';

export type PolicySection = { heading: string; body: ReactNode };

/** Layout shared by the two policy texts. */
export function PrivacyDocument({
  title,
  sections,
}: {
  title: string;
  sections: readonly PolicySection[];
}) {
  const { t } = useLingui();
  useDocumentTitle(title);
  return (
    <PublicLayout>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <Link to="/privacy-policy" className="text-sm font-semibold text-brand-700 hover:underline">
          ← {t`All policies`}
        </Link>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        <div className="mt-8 flex flex-col gap-8">
          {sections.map((section) => (
            <section key={section.heading}>
              <h2 className="text-xl font-bold">{section.heading}</h2>
              <div className="mt-3 flex flex-col gap-3 leading-relaxed text-body">
                {section.body}
              </div>
            </section>
          ))}
          <section>
            <h2 className="text-xl font-bold">{t`Contact`}</h2>
            <p className="mt-3 text-body">
              {t`Questions about this policy? Write to`}{' '}
              <a
                href={`mailto:${SUPPORT_EMAIL}`}
                className="font-semibold text-brand-700 hover:underline"
              >
                {SUPPORT_EMAIL}
              </a>
              .
            </p>
          </section>
        </div>
      </article>
    </PublicLayout>
  );
}
