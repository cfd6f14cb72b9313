import type { UsernameStatus } from '../api/check-username';

export function UsernameStatusText({ status }: { status: UsernameStatus }) {
  if (status === 'available')
    return <span className="font-medium text-success-600">✓ available</span>;
  if (status === 'not-available')
    return <span className="font-medium text-danger-600">✗ not-available</span>;
  if (status === 'checking') return <span className="text-muted">Checking…</span>;
  return null;
}
