import { useLingui } from '@lingui/react/macro';
import { useClaimOutboxSync, useQueuedClaims } from './use-claim-outbox';

/** Claims saved on this phone with no network: the officer sees each one waiting. */
export function WaitingClaims() {
  const { t } = useLingui();
  const claims = useQueuedClaims();
  if (claims.length === 0) return null;
  return (
    <section
      aria-labelledby="waiting-claims"
      className="rounded-card bg-accent-100 p-4 ring-1 ring-accent-400"
    >
      <h2 id="waiting-claims" className="font-bold text-ink">
        {t`Waiting to send (${claims.length})`}
      </h2>
      <p className="mt-1 text-sm text-body">
        {t`Saved on this phone. They are sent by themselves when you are back online.`}
      </p>
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {claims.map((claim) => (
          <li key={claim.key} className="break-words">
            <strong>{claim.courseName}</strong>{' '}
            <span className="text-muted">· {t`waiting for the network`}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Mounted once in the signed-in layout: sends what waits whenever the network is back. */
export function ClaimOutboxSync() {
  useClaimOutboxSync();
  return null;
}
