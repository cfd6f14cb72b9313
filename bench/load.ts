import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { settle, watchCpu, type CpuUse } from './cpu.ts';
import type { CatalogueCourse, SampledOfficer } from './seed.ts';

export type LoadOptions = {
  connections: number;
  duration: number;
  warmup: number;
  /** the server's pid, for its CPU use */
  serverPid: number;
  /** requests per second over all connections (autocannon's overallRate); unset: flat out */
  overallRate?: number;
};

export type Measurement = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** seconds actually measured */
  seconds: number;
  responses: number;
  /** autocannon's mean of the per-second request counts */
  reqPerSec: number;
  latencyMs: { p50: number; p90: number; p99: number; mean: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** cores used during the measured run, by whom */
  cpu: CpuUse;
  /** server process CPU per response, in µs */
  serverCpuUsPerResponse: number;
};

type Request = autocannon.Request;

/** Seconds before autocannon gives up on an answer (counted as an error and a timeout). */
export const TIMEOUT_S = 10;

function fire(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (err: unknown, result: autocannon.Result) =>
      err ? reject(err instanceof Error ? err : new Error(JSON.stringify(err))) : resolve(result),
    );
  });
}

function summarise(
  name: string,
  method: 'GET' | 'POST',
  path: string,
  result: autocannon.Result,
  cpu: CpuUse,
): Measurement {
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {}))
    statusCodes[code] = stat.count ?? 0;
  return {
    name,
    method,
    path,
    seconds: result.duration,
    responses: result.requests.total,
    reqPerSec: result.requests.mean,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      mean: result.latency.mean,
      max: result.latency.max,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    cpu,
    serverCpuUsPerResponse:
      result.requests.total > 0
        ? Math.round((cpu.server * result.duration * 1e6) / result.requests.total)
        : 0,
  };
}

/** The measured run, with the CPU use of its window. */
async function measured(options: autocannon.Options, serverPid: number) {
  const stop = watchCpu(serverPid);
  const result = await fire(options);
  return { result, cpu: stop() };
}

/** Round-robin over the sampled officers' tokens, one per request. */
function rotatingTokens(officers: SampledOfficer[]): () => string {
  let next = 0;
  return () => officers[next++ % officers.length]!.token;
}

/**
 * A GET endpoint under load: a short warm-up run (discarded), then the measured run, both with
 * a different officer's bearer token on every request. The ceiling goes through the same
 * request building so the client's own cost is the same for every endpoint.
 */
export async function measureGet(
  baseUrl: string,
  name: string,
  path: string,
  officers: SampledOfficer[],
  options: LoadOptions,
): Promise<Measurement> {
  const token = rotatingTokens(officers);
  const requests = [
    {
      method: 'GET' as const,
      path,
      setupRequest: (req: Request): Request => ({
        ...req,
        headers: { ...req.headers, authorization: `Bearer ${token()}` },
      }),
    },
  ];
  const base = { url: baseUrl, connections: options.connections, timeout: TIMEOUT_S, requests };
  // Requests an earlier endpoint left timing out may still be running: let them finish first.
  await settle(options.serverPid);
  await fire({ ...base, duration: options.warmup });
  const { result, cpu } = await measured(
    { ...base, duration: options.duration },
    options.serverPid,
  );
  return summarise(name, 'GET', path, result, cpu);
}

/** One completion event the benchmark sent, and what the server answered for it. */
/** A certificate the (fake) issuing site will confirm for this officer and course. */
export type Evidence = (officer: SampledOfficer, course: CatalogueCourse) => string;

export type SentEvent = {
  userId: string;
  courseId: string;
  points: number;
  /** true once a 2xx answer for its batch arrived */
  answered: boolean;
  outcome?: string;
  pointsAwarded?: number;
};

export type IngestionResult = Measurement & {
  batch: number;
  /** completion events answered 2xx during the measured run, per second */
  eventsPerSec: number;
  eventsAnswered: number;
  /** true when the sampled officers ran out of unpaid courses before the run ended */
  exhausted: boolean;
  sent: Map<string, SentEvent>;
  startedAt: Date;
};

/**
 * POST /v1/activity with batches of completions: every event is for a course the officer has
 * no points for yet, with fresh certificate evidence of the course's site, so every event must
 * pay exactly the course's points. Officers take turns (one batch each) so concurrent batches
 * rarely belong to the same officer. Every event is recorded with the answer for it.
 */
export async function measureIngestion(
  baseUrl: string,
  officers: SampledOfficer[],
  evidence: Map<string, Evidence>,
  batch: number,
  options: LoadOptions,
): Promise<IngestionResult> {
  const sent = new Map<string, SentEvent>();
  // Courses sent are taken off the officers' lists, so a later run never sends them again.
  for (const o of officers) o.lacking = o.lacking.filter((c) => evidence.has(c.website));
  const pool = officers;
  let turn = 0;
  let exhausted = false;
  let answeredEvents = 0;

  function nextBatch(): { token: string; body: string } {
    for (let tries = 0; tries < pool.length; tries++) {
      const officer = pool[turn++ % pool.length]!;
      if (officer.lacking.length < batch) continue;
      const courses = officer.lacking.splice(0, batch);
      const at = new Date().toISOString();
      const events = courses.map((course) => {
        const id = randomUUID();
        sent.set(id, {
          userId: officer.id,
          courseId: course.id,
          points: course.point,
          answered: false,
        });
        return {
          id,
          type: 'complete',
          url: course.url,
          title: course.name,
          certificateUrl: evidence.get(course.website)!(officer, course),
          at,
        };
      });
      return { token: officer.token, body: JSON.stringify({ events }) };
    }
    // Out of unpaid courses: keep the connections busy with visits (they pay nothing and are
    // not counted as completions) and report the run as exhausted.
    exhausted = true;
    const officer = pool[turn++ % pool.length]!;
    const course = officer.lacking[0] ?? officers[0]!.lacking[0];
    const events = [
      {
        id: randomUUID(),
        type: 'visit',
        url: course?.url ?? 'https://www.coursera.org/learn/python',
        title: '',
        at: new Date().toISOString(),
      },
    ];
    return { token: officer.token, body: JSON.stringify({ events }) };
  }

  const requests = [
    {
      method: 'POST' as const,
      path: '/v1/activity',
      setupRequest: (req: Request): Request => {
        const { token, body } = nextBatch();
        return {
          ...req,
          headers: {
            ...req.headers,
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
          },
          body,
        };
      },
      // The answer lists every event by id: match them back to what was sent.
      onResponse: (status: number, body: string) => {
        if (status < 200 || status >= 300) return;
        const parsed = JSON.parse(body) as {
          data: { results: { id: string; outcome: string; pointsAwarded: number }[] };
        };
        for (const result of parsed.data.results) {
          const event = sent.get(result.id);
          if (!event) continue;
          event.answered = true;
          event.outcome = result.outcome;
          event.pointsAwarded = result.pointsAwarded;
          answeredEvents++;
        }
      },
    },
  ];
  const base = {
    url: baseUrl,
    connections: options.connections,
    timeout: TIMEOUT_S,
    requests,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
  };
  await settle(options.serverPid);
  const startedAt = new Date();
  await fire({ ...base, duration: options.warmup });
  const before = answeredEvents;
  const { result, cpu } = await measured(
    { ...base, duration: options.duration },
    options.serverPid,
  );
  const eventsAnswered = answeredEvents - before;
  return {
    ...summarise('activity ingestion', 'POST', '/v1/activity', result, cpu),
    batch,
    eventsPerSec: eventsAnswered / result.duration,
    eventsAnswered,
    exhausted,
    sent,
    startedAt,
  };
}
