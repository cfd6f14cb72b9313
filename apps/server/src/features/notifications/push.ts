import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config.ts';

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * The VAPID key pair (decision 064): from the environment; outside production, generated once
 * into DATA_DIR/vapid.json (tests: in memory) so a developer's browser keeps its subscription
 * across restarts. Null in production without keys: no push, the bell and email still work.
 */
export async function vapidKeys(config: Config): Promise<VapidKeys | null> {
  if (config.push.keys) return config.push.keys;
  if (config.isProduction) return null;
  if (config.env === 'test') return webpush.generateVAPIDKeys();
  const file = path.join(config.dataDir, 'vapid.json');
  if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8')) as VapidKeys;
  const keys = webpush.generateVAPIDKeys();
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushMessage = { title: string; body: string; link: string; tag: string };

/** Sends to one browser: 'gone' when its push service says the subscription no longer exists. */
export type PushSender = (target: PushTarget, message: PushMessage) => Promise<'sent' | 'gone'>;

export function webPushSender(keys: VapidKeys, subject: string): PushSender {
  return async (target, message) => {
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        { vapidDetails: { subject, ...keys }, TTL: 24 * 3600, timeout: 10_000 },
      );
      return 'sent';
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) return 'gone';
      throw error;
    }
  };
}
