import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Link } from 'react-router';
import { PublicLayout } from '../layouts/public-layout';
import { APP_NAME } from '../../config/app';

export default function PrivacyPolicyPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Privacy Policy`);
  const policies = [
    {
      to: '/privacy-policy/for-web',
      title: t`Privacy Policy for the web app`,
      text: t`How the ${APP_NAME} website handles your data.`,
    },
    {
      to: '/privacy-policy/for-extension',
      title: t`Privacy Policy for the browser extension`,
      text: t`What the ${APP_NAME} extension records and why.`,
    },
  ];
  return (
    <PublicLayout>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t`Privacy Policy`}</h1>
        <p className="mt-3 text-lg text-muted">{t`Choose the policy you would like to read.`}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {policies.map((policy) => (
            <li key={policy.to}>
              <Link
                to={policy.to}
                className="block h-full rounded-card border border-line bg-white p-6 shadow-sm hover:border-brand-600"
              >
                <span className="block text-lg font-bold text-ink">{policy.title}</span>
                <span className="mt-2 block text-muted">{policy.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </PublicLayout>
  );
}
