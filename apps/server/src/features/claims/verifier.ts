import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { JobContext } from '../../lib/job-queue.ts';
import { CertificateFetcher, SitePacer } from './fetch-certificate.ts';
import { ClaimSettler } from './settle.ts';
import { verifyClaim } from './verify.ts';

/** The verifier of one process: its fetcher, pacing and settling queue, and the job's handler. */
export type Verifier = {
  run(payload: { claimId: string }, job: JobContext): Promise<void>;
  close(): Promise<void>;
};

export function createVerifier(deps: {
  db: Db;
  config: Pick<Config, 'verifier' | 'appUrl' | 'claims'>;
  now: () => Date;
}): Verifier {
  const fetcher = new CertificateFetcher(deps.config);
  const pacer = new SitePacer(deps.config.verifier.siteRate);
  const settler = new ClaimSettler({ db: deps.db, caps: deps.config.claims, now: deps.now });
  return {
    run: (payload, job) =>
      verifyClaim({ db: deps.db, fetcher, pacer, settler }, payload.claimId, job),
    close: () => fetcher.close(),
  };
}
