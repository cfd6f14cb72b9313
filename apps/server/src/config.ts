import path from 'node:path';
import { z } from 'zod';
import { PRODUCT_NAME } from '@dpts/contract';

const ZUrl = (protocols: RegExp) => z.url({ protocol: protocols });

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: ZUrl(/^postgres(ql)?$/).optional(),
  DATABASE_REPLICA_URL: ZUrl(/^postgres(ql)?$/).optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().default('./data'),
  SMTP_URL: ZUrl(/^smtps?$/).optional(),
  MAIL_FROM: z.string().default(`${PRODUCT_NAME} <no-reply@digipoints.local>`),
  SUPPORT_EMAIL: z.email().default('support@digipoints.local'),
  APP_URL: ZUrl(/^https?$/).optional(),
  REDIS_URL: ZUrl(/^rediss?$/).optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  READ_CACHE: z.enum(['on', 'off']).default('on'),
  GOOGLE_CLIENT_ID: z.string().trim().max(500).optional(),
  OIDC_ISSUER: ZUrl(/^https?$/).default('https://accounts.google.com'),
  WORKERS: z.enum(['on', 'off']).default('on'),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(200).default(16),
  JOB_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  JOB_LOCK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  JOB_RETRY_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  JOB_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
  VERIFIER_HOST_MAP: z
    .string()
    .regex(
      /^\s*([a-z0-9.-]+=[0-9a-f.:[\]]+:\d+\s*)(,\s*[a-z0-9.-]+=[0-9a-f.:[\]]+:\d+\s*)*$/i,
      'expected host=ip:port[,host=ip:port…]',
    )
    .optional(),
  VERIFIER_CA_FILE: z.string().optional(),
  VERIFIER_SITE_RATE: z.coerce.number().min(0.1).max(10_000).default(3),
  VERIFIER_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(4),
  CLAIMS_DAILY_COMPLETIONS: z.coerce.number().int().min(0).default(10),
  CLAIMS_DAILY_POINTS: z.coerce.number().int().min(0).default(300),
  CLAIMS_MIN_MINUTES: z.coerce.number().min(0).default(20),
  VOLUNTEER_DPTS_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(10),
  REWARDS_COOLING_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  S3_URL: ZUrl(/^https?$/).optional(),
  S3_BUCKET: z.string().trim().min(1).max(255).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_PUBLIC_URL: ZUrl(/^https?$/).optional(),
  BADGE_SIGNING_KEY: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/i, 'expected the 32-byte Ed25519 seed as 64 hex digits')
    .optional(),
  VAPID_PUBLIC_KEY: z.string().trim().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().trim().min(1).optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:|https:)/, 'mailto: or https: URL')
    .optional(),
});

const S3_REQUIRED = ['S3_URL', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https always; plain http only on a loopback address outside production (a test issuer). */
export function isAllowedIssuerUrl(url: string, isProduction: boolean): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'https:') return true;
  return !isProduction && protocol === 'http:' && LOOPBACK_HOSTS.has(hostname);
}

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** a streaming replica for lag-tolerant reads (boards, Discover, catalogue, admin lists) */
  databaseReplicaUrl: string | undefined;
  databasePoolMax: number;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  /** Public origin of the web app, used in emailed links. */
  appUrl: string;
  redisUrl: string | undefined;
  trustProxy: boolean;
  logLevel: string;
  webDist: string | undefined;
  seedDemo: boolean;
  rateLimits: boolean;
  /** sessions, boards, ranks and dashboard counts served from process memory (decision 012) */
  readCache: boolean;
  /** Google sign-in (decision 019); null when GOOGLE_CLIENT_ID is not set */
  google: { clientId: string; issuer: string } | null;
  /** this process runs background jobs (verification); `WORKERS=off` for an API-only process */
  workers: boolean;
  jobs: {
    concurrency: number;
    pollMs: number;
    lockSeconds: number;
    retryDelayMs: number;
    /** failed jobs are kept this long to be looked at and run again, then pruned */
    retentionDays: number;
  };
  verifier: {
    /** tests and staging: `host → ip:port` for the learning sites (refused in production) */
    hostMap: Map<string, { address: string; port: number }>;
    /** an extra trusted CA (PEM file path; refused in production) */
    caFile: string | undefined;
    /** requests per second to one site */
    siteRate: number;
    /** tries before an unreachable site sends the claim to review */
    attempts: number;
  };
  claims: { dailyCompletions: number; dailyPoints: number; minMinutes: number };
  /** approved volunteering pays this many dpts an hour (docs/volunteering.md) */
  volunteering: { dptsPerHour: number };
  /**
   * Web push (decision 064): the VAPID key pair, or null to use the pair generated into
   * DATA_DIR/vapid.json outside production (production without keys sends no push).
   */
  push: { keys: { publicKey: string; privateKey: string } | null; subject: string };
  /** earned points become spendable this many days after they were earned (decision 060) */
  rewards: { coolingDays: number };
  /** league and profile images in an S3-compatible bucket; null: on disk under DATA_DIR/uploads */
  s3: {
    endpoint: string;
    bucket: string;
    region: string;
    accessKeyId: string;
    secretAccessKey: string;
    publicUrl: string;
  } | null;
  badges: {
    /** the issuer's Ed25519 seed (hex); null outside production: generated into DATA_DIR */
    signingKey: string | null;
    /** volunteering points that make one hour for the "N approved hours" rule */
    volunteerPointsPerHour: number;
  };
};

export class ConfigError extends Error {}

/** Reads and validates the environment once; the only place that reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid ${name}: ${issue.message}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.APP_URL)
    throw new ConfigError('Invalid APP_URL: required when NODE_ENV=production');
  // Without it production would keep every email in the local mailbox and deliver none.
  if (e.NODE_ENV === 'production' && !e.SMTP_URL)
    throw new ConfigError('Invalid SMTP_URL: required when NODE_ENV=production');
  if (e.DATABASE_REPLICA_URL && !e.DATABASE_URL)
    throw new ConfigError('Invalid DATABASE_REPLICA_URL: needs DATABASE_URL (the primary)');
  if (!isAllowedIssuerUrl(e.OIDC_ISSUER, e.NODE_ENV === 'production'))
    throw new ConfigError(
      'Invalid OIDC_ISSUER: must be https (http only on a loopback address outside production)',
    );
  // Test stand-ins for the learning sites must never redirect a production verifier.
  if (e.NODE_ENV === 'production' && e.VERIFIER_HOST_MAP)
    throw new ConfigError('Invalid VERIFIER_HOST_MAP: not allowed when NODE_ENV=production');
  if (e.NODE_ENV === 'production' && e.VERIFIER_CA_FILE)
    throw new ConfigError('Invalid VERIFIER_CA_FILE: not allowed when NODE_ENV=production');
  // Half a bucket configuration would silently keep images on one server's disk.
  const s3Given = S3_REQUIRED.filter((name) => e[name]);
  if (s3Given.length > 0 && s3Given.length < S3_REQUIRED.length)
    throw new ConfigError(
      `Invalid S3 configuration: missing ${S3_REQUIRED.filter((name) => !e[name]).join(', ')}`,
    );
  // Credentials signed with a key generated on one server would not verify after a redeploy.
  if (e.NODE_ENV === 'production' && !e.BADGE_SIGNING_KEY)
    throw new ConfigError('Invalid BADGE_SIGNING_KEY: required when NODE_ENV=production');
  if (!!e.VAPID_PUBLIC_KEY !== !!e.VAPID_PRIVATE_KEY)
    throw new ConfigError('Invalid VAPID keys: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY');
  if (e.S3_PUBLIC_URL && s3Given.length === 0)
    throw new ConfigError(`Invalid S3 configuration: missing ${S3_REQUIRED.join(', ')}`);
  const s3Endpoint = e.S3_URL?.replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    dataDir: path.resolve(e.DATA_DIR),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY === 'true',
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : e.NODE_ENV !== 'production',
    rateLimits: e.RATE_LIMITS === 'on',
    readCache: e.READ_CACHE === 'on',
    google: e.GOOGLE_CLIENT_ID
      ? { clientId: e.GOOGLE_CLIENT_ID, issuer: e.OIDC_ISSUER.replace(/\/$/, '') }
      : null,
    workers: e.WORKERS === 'on',
    jobs: {
      concurrency: e.JOB_CONCURRENCY,
      pollMs: e.JOB_POLL_MS,
      lockSeconds: e.JOB_LOCK_SECONDS,
      retryDelayMs: e.JOB_RETRY_DELAY_MS,
      retentionDays: e.JOB_RETENTION_DAYS,
    },
    verifier: {
      hostMap: parseHostMap(e.VERIFIER_HOST_MAP),
      caFile: e.VERIFIER_CA_FILE ? path.resolve(e.VERIFIER_CA_FILE) : undefined,
      siteRate: e.VERIFIER_SITE_RATE,
      attempts: e.VERIFIER_ATTEMPTS,
    },
    claims: {
      dailyCompletions: e.CLAIMS_DAILY_COMPLETIONS,
      dailyPoints: e.CLAIMS_DAILY_POINTS,
      minMinutes: e.CLAIMS_MIN_MINUTES,
    },
    volunteering: { dptsPerHour: e.VOLUNTEER_DPTS_PER_HOUR },
    push: {
      keys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : null,
      subject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`,
    },
    rewards: { coolingDays: e.REWARDS_COOLING_DAYS },
    s3:
      s3Endpoint && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: s3Endpoint,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            publicUrl: (e.S3_PUBLIC_URL ?? `${s3Endpoint}/${e.S3_BUCKET}`).replace(/\/$/, ''),
          }
        : null,
    badges: {
      signingKey: e.BADGE_SIGNING_KEY?.toLowerCase() ?? null,
      volunteerPointsPerHour: e.VOLUNTEER_DPTS_PER_HOUR,
    },
  };
}

/** `www.coursera.org=127.0.0.1:8443,…` → host → address and port. */
function parseHostMap(value: string | undefined): Map<string, { address: string; port: number }> {
  const map = new Map<string, { address: string; port: number }>();
  for (const entry of (value ?? '').split(',')) {
    const [host, target] = entry.trim().split('=');
    if (!host || !target) continue;
    const at = target.lastIndexOf(':');
    map.set(host.toLowerCase(), {
      address: target.slice(0, at).replace(/^\[|\]$/g, ''),
      port: Number(target.slice(at + 1)),
    });
  }
  return map;
}
