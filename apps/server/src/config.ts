import path from 'node:path';
import { z } from 'zod';
import { PRODUCT_NAME } from '@dpts/contract';

const ZUrl = (protocols: RegExp) => z.url({ protocol: protocols });

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: ZUrl(/^postgres(ql)?$/).optional(),
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
});

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
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
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
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
  };
}
