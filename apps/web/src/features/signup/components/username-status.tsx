import { useLingui } from '@lingui/react/macro';
import type { UsernameStatus } from '../api/check-username';

export function UsernameStatusText({ status }: { status: UsernameStatus }) {
  const { t } = useLingui();
  if (status === 'available')
    return <span className="font-medium text-success-600">✓ {t`available`}</span>;
  if (status === 'not-available')
    return <span className="font-medium text-danger-600">✗ {t`not-available`}</span>;
  if (status === 'checking') return <span className="text-muted">{t`Checking…`}</span>;
  return null;
}
