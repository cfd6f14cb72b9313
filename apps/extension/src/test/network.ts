import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the network between the extension and the API does to the next requests: pass them
 * through, be offline, answer an error, or pass a request through and lose the answer (the
 * worker stopped after sending, before hearing back).
 */
export type Weather =
  | { kind: 'up' }
  | { kind: 'offline' }
  | { kind: 'status'; status: number; retryAfter?: string }
  | { kind: 'lose-answer' };

/** A real local HTTP hop in front of the real API whose behaviour a test sets. */
export class Network {
  weather: Weather = { kind: 'up' };
  /** requests that reached the hop, by path */
  readonly requests: { path: string; events: number }[] = [];
  private server!: Server;

  constructor(private readonly apiUrl: string) {}

  get url(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  activityPosts(): { path: string; events: number }[] {
    return this.requests.filter((r) => r.path === '/v1/activity');
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    let events = 0;
    try {
      events = (JSON.parse(body.toString() || '{}') as { events?: unknown[] }).events?.length ?? 0;
    } catch {
      // not JSON
    }
    this.requests.push({ path: req.url ?? '', events });
    const weather = this.weather;
    if (weather.kind === 'offline') {
      req.socket.destroy();
      return;
    }
    if (weather.kind === 'status') {
      res.writeHead(weather.status, {
        'content-type': 'application/json',
        ...(weather.retryAfter ? { 'retry-after': weather.retryAfter } : {}),
      });
      res.end(
        JSON.stringify({ statusCode: weather.status, error: 'Unavailable', message: 'Try later' }),
      );
      return;
    }
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(req.headers))
      if (typeof value === 'string' && key !== 'host' && key !== 'content-length')
        headers[key] = value;
    const answer = await fetch(`${this.apiUrl}${req.url}`, {
      method: req.method,
      headers,
      ...(body.length > 0 ? { body } : {}),
    });
    const text = await answer.text();
    if (weather.kind === 'lose-answer') {
      req.socket.destroy();
      return;
    }
    res.writeHead(answer.status, {
      'content-type': answer.headers.get('content-type') ?? 'application/json',
    });
    res.end(text);
  }
}
