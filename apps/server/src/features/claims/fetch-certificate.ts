import dns from 'node:dns/promises';
import fs from 'node:fs';
import net from 'node:net';
import tls from 'node:tls';
import { Agent, buildConnector, request } from 'undici';
import type { Config } from '../../config.ts';

export const FETCH_TIMEOUT_MS = 10_000;
export const FETCH_MAX_BYTES = 2 * 1024 * 1024;
export const FETCH_MAX_REDIRECTS = 3;

/** The answer of a certificate's site. */
export type Fetched = { status: number; url: string; contentType: string; body: string };

/** The fetch was refused by our own rules (not the site's fault): never retried. */
export class FetchRefused extends Error {}
/** The site could not be reached or did not answer in time: retried, then review. */
export class SiteUnreachable extends Error {}

const privateRanges = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  privateRanges.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
] as const)
  privateRanges.addSubnet(prefix, bits, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const family = net.isIPv6(address) ? 'ipv6' : 'ipv4';
  return privateRanges.check(address, family);
}

/**
 * Fetches certificate pages the way production does: https only, only the hosts the site's
 * check names (redirects included, at most 3), never a private or loopback address, 10 s, 2 MB,
 * a clear User-Agent. `VERIFIER_HOST_MAP` / `VERIFIER_CA_FILE` (refused in production) point
 * named hosts at a local stand-in and trust its CA; nothing else differs.
 */
export class CertificateFetcher {
  private readonly agent: Agent;
  private readonly userAgent: string;

  constructor(config: Pick<Config, 'verifier' | 'appUrl'>) {
    const { hostMap, caFile } = config.verifier;
    const ca = caFile ? [...tls.rootCertificates, fs.readFileSync(caFile, 'utf8')] : undefined;
    const base = buildConnector({ timeout: FETCH_TIMEOUT_MS, ...(ca ? { ca } : {}) });
    this.agent = new Agent({
      connections: 16,
      headersTimeout: FETCH_TIMEOUT_MS,
      bodyTimeout: FETCH_TIMEOUT_MS,
      connect: (options, callback) => {
        const host = options.hostname.toLowerCase();
        const mapped = hostMap.get(host);
        const target = mapped
          ? Promise.resolve(mapped)
          : dns.lookup(host, { all: true }).then((addresses) => {
              // Every address must be public: a name that also resolves inward is refused.
              if (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address)))
                throw new FetchRefused(`${host} resolves to a private address`);
              return { address: addresses[0]!.address, port: Number(options.port) || 443 };
            });
        target.then(
          ({ address, port }) =>
            base({ ...options, hostname: address, port: String(port), servername: host }, callback),
          (err: unknown) => callback(err as Error, null),
        );
      },
    });
    this.userAgent = `DigiPointsCertificateVerifier/1.0 (+${config.appUrl})`;
  }

  async fetch(
    address: string,
    allowedHosts: readonly string[],
    signal?: AbortSignal,
  ): Promise<Fetched> {
    let url = new URL(address);
    const deadline = AbortSignal.timeout(FETCH_TIMEOUT_MS);
    const abort = signal ? AbortSignal.any([deadline, signal]) : deadline;
    for (let redirects = 0; ; redirects++) {
      if (url.protocol !== 'https:') throw new FetchRefused(`not https: ${url.href}`);
      if (!allowedHosts.includes(url.hostname.toLowerCase()))
        throw new FetchRefused(`host not allowed: ${url.hostname}`);
      if (url.username || url.password) throw new FetchRefused('credentials in the address');
      let res;
      try {
        res = await request(url, {
          method: 'GET',
          dispatcher: this.agent,
          signal: abort,
          headers: {
            'user-agent': this.userAgent,
            accept: 'text/html,application/json;q=0.9,*/*;q=0.5',
            'accept-language': 'en',
          },
        });
      } catch (err) {
        if (err instanceof FetchRefused) throw err;
        if (signal?.aborted) throw signal.reason;
        throw new SiteUnreachable(`${url.hostname}: ${(err as Error).message}`);
      }
      if (res.statusCode >= 300 && res.statusCode < 400 && res.headers.location) {
        await res.body.dump();
        if (redirects >= FETCH_MAX_REDIRECTS) throw new FetchRefused('too many redirects');
        url = new URL(String(res.headers.location), url);
        continue;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      try {
        for await (const chunk of res.body) {
          size += (chunk as Buffer).length;
          if (size > FETCH_MAX_BYTES) {
            res.body.destroy();
            throw new FetchRefused('answer larger than 2 MB');
          }
          chunks.push(chunk as Buffer);
        }
      } catch (err) {
        if (err instanceof FetchRefused) throw err;
        if (signal?.aborted) throw signal.reason;
        throw new SiteUnreachable(`${url.hostname}: ${(err as Error).message}`);
      }
      return {
        status: res.statusCode,
        url: url.href,
        contentType: String(res.headers['content-type'] ?? ''),
        body: Buffer.concat(chunks).toString('utf8'),
      };
    }
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}

/** At most `perSecond` requests to one site from this process, spaced evenly. */
export class SitePacer {
  private readonly next = new Map<string, number>();
  constructor(private readonly perSecond: number) {}

  async wait(site: string, signal?: AbortSignal): Promise<void> {
    const now = Date.now();
    const slot = Math.max(now, this.next.get(site) ?? 0);
    this.next.set(site, slot + 1000 / this.perSecond);
    const delay = slot - now;
    if (delay > 0)
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, delay);
        signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(signal.reason as Error);
        });
      });
  }
}
