import { contractText } from '../../lib/contract-text';
import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { ApiError, callApi } from '../../lib/api-client';
import { isOnline, onBackOnline } from '../../lib/online-status';
import {
  flushClaims,
  onOutboxChange,
  queuedClaims,
  type QueuedClaim,
} from '../../lib/claim-outbox';

/** Sends one queued claim: 'waiting' when there is no answer yet (or the server is busy). */
async function send(claim: QueuedClaim): Promise<'sent' | { refused: string } | 'waiting'> {
  try {
    await callApi('createClaim', {
      body: {
        courseId: claim.courseId,
        certificateUrl: claim.certificateUrl,
        idempotencyKey: claim.key,
      },
    });
    return 'sent';
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === null) return 'waiting';
    if (error.status >= 500 || error.status === 429 || error.status === 401) return 'waiting';
    return { refused: error.body?.message ?? error.message };
  }
}

/** The claims waiting on this device, kept current. */
export function useQueuedClaims(): QueuedClaim[] {
  const [claims, setClaims] = useState<QueuedClaim[]>([]);
  useEffect(() => {
    let live = true;
    const read = () =>
      void queuedClaims().then(
        (all) => live && setClaims(all),
        () => undefined,
      );
    read();
    const stop = onOutboxChange(read);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return claims;
}

/**
 * Sends the claims made offline, when the signed-in app starts and whenever the connection comes
 * back; says what became of each.
 */
export function useClaimOutboxSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const flush = () => {
      if (!isOnline()) return;
      void flushClaims(send).then(
        (results) => {
          for (const result of results) {
            if (result.outcome === 'sent')
              toast.success(t`Your certificate for “${result.courseName}” was sent for checking.`);
            if (result.outcome === 'refused')
              toast.error(
                t`“${result.courseName}” was not accepted: ${contractText(result.message)}`,
              );
          }
          if (results.some((r) => r.outcome !== 'waiting')) void queryClient.invalidateQueries();
        },
        () => undefined,
      );
    };
    flush();
    return onBackOnline(flush);
  }, [queryClient]);
}
