import { TIMEOUT_S, type IngestionResult, type Measurement } from './load.ts';

export type Verdict = { target: string; endpoint: string; pass: boolean; measured: string };

/** Targets at 1M officers on 2 cores (the issue); reported, never asserted. */
export const TARGETS = { p99Ms: 25, ceilingShare: 0.4, eventsPerSec: 1_500 } as const;

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function pad(cells: string[], widths: number[]): string {
  return cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
}

const isIngestion = (m: Measurement | IngestionResult): m is IngestionResult => 'eventsPerSec' in m;

export function table(ceiling: Measurement, rows: (Measurement | IngestionResult)[]): string {
  const header = [
    'endpoint',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    'non-2xx',
    '× ceiling',
    'events/s',
  ];
  const body = [ceiling, ...rows].map((m: Measurement | IngestionResult) => [
    m.name,
    fmt(m.reqPerSec),
    // No answer at all (every request timed out): no latency to show.
    m.responses > 0 ? fmt(m.latencyMs.p50) : '–',
    m.responses > 0 ? fmt(m.latencyMs.p99) : `> ${fmt(TIMEOUT_S)} s`,
    fmt(m.errors),
    fmt(m.non2xx),
    m === ceiling ? '1.00' : fmt(m.reqPerSec / ceiling.reqPerSec, 2),
    isIngestion(m) ? fmt(m.eventsPerSec) : '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  return [
    pad(header, widths),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...body.map((r) => pad(r, widths)),
  ].join('\n');
}

export function verdicts(
  ceiling: Measurement,
  reads: Measurement[],
  ingestion: IngestionResult | null,
  paced: Measurement[] = [],
  pacedWriting: IngestionResult | null = null,
  pacedRate = 0,
): Verdict[] {
  const out: Verdict[] = [];
  for (const m of paced)
    out.push({
      target: `p99 < ${TARGETS.p99Ms} ms while ingesting ${fmt(pacedRate)} events/s`,
      endpoint: m.name,
      // Reads without the writes they are meant to share the server with prove nothing.
      pass:
        m.responses > 0 &&
        m.latencyMs.p99 < TARGETS.p99Ms &&
        m.non2xx === 0 &&
        m.errors === 0 &&
        (pacedWriting?.eventsPerSec ?? 0) >= 0.9 * pacedRate,
      measured: `${fmt(m.latencyMs.p99)} ms (${fmt(m.reqPerSec)} req/s; ingestion held at ${fmt(pacedWriting?.eventsPerSec ?? 0)} events/s)`,
    });
  for (const m of reads) {
    out.push({
      target: `p99 < ${TARGETS.p99Ms} ms`,
      endpoint: m.name,
      pass: m.responses > 0 && m.latencyMs.p99 < TARGETS.p99Ms && m.non2xx === 0 && m.errors === 0,
      measured:
        m.responses > 0
          ? `${fmt(m.latencyMs.p99)} ms${m.errors + m.non2xx > 0 ? ` (${fmt(m.errors)} errors, ${fmt(m.non2xx)} non-2xx)` : ''}`
          : `no answer within ${TIMEOUT_S} s (${fmt(m.timeouts)} timeouts)`,
    });
    const share = m.reqPerSec / ceiling.reqPerSec;
    out.push({
      target: `≥ ${TARGETS.ceilingShare * 100} % of ceiling req/s`,
      endpoint: m.name,
      pass: share >= TARGETS.ceilingShare,
      measured: `${fmt(share * 100, 1)} % (${fmt(m.reqPerSec)} of ${fmt(ceiling.reqPerSec)})`,
    });
  }
  if (!ingestion) return out;
  out.push({
    target: `≥ ${fmt(TARGETS.eventsPerSec)} completion events/s`,
    endpoint: ingestion.name,
    pass: ingestion.eventsPerSec >= TARGETS.eventsPerSec && !ingestion.exhausted,
    measured: `${fmt(ingestion.eventsPerSec)} events/s${ingestion.exhausted ? ' (ran out of unpaid courses)' : ''}`,
  });
  return out;
}

/** The issue's targets against the bare Fastify reference (issue 24): per-request cost. */
export const BARE_TARGETS = { liveness: 0.6, reads: 0.4 } as const;
const BARE_READS = [
  'global leaderboard',
  'daily leaderboard',
  'dashboard stats',
  'learning tracks',
];

export function bareVerdicts(
  bare: Measurement,
  ceiling: Measurement,
  reads: Measurement[],
): Verdict[] {
  const share = (m: Measurement) => m.reqPerSec / bare.reqPerSec;
  const out: Verdict[] = [
    {
      target: `≥ ${BARE_TARGETS.liveness} × bare Fastify`,
      endpoint: ceiling.name,
      pass: share(ceiling) >= BARE_TARGETS.liveness,
      measured: `${fmt(share(ceiling), 2)} × (${fmt(ceiling.reqPerSec)} of ${fmt(bare.reqPerSec)})`,
    },
  ];
  for (const m of reads.filter((r) => BARE_READS.includes(r.name)))
    out.push({
      target: `≥ ${BARE_TARGETS.reads} × bare Fastify, p99 < ${TARGETS.p99Ms} ms`,
      endpoint: m.name,
      pass: share(m) >= BARE_TARGETS.reads && m.responses > 0 && m.latencyMs.p99 < TARGETS.p99Ms,
      measured: `${fmt(share(m), 2)} × (${fmt(m.reqPerSec)} req/s), p99 ${fmt(m.latencyMs.p99)} ms`,
    });
  return out;
}

export function verdictLines(list: Verdict[]): string {
  const width = Math.max(...list.map((v) => `${v.endpoint}: ${v.target}`.length));
  return list
    .map(
      (v) => `${v.pass ? '✓' : '✗'} ${`${v.endpoint}: ${v.target}`.padEnd(width)}  ${v.measured}`,
    )
    .join('\n');
}

/** Where the CPU went per endpoint: a run with much "others" was disturbed by other work. */
export function cpuTable(list: Measurement[]): string {
  const header = [
    'cores used during',
    'server',
    'bench',
    'postgres',
    'others',
    'idle',
    'server µs/req',
  ];
  const body = list.map((m) => [
    m.name,
    fmt(m.cpu.server, 2),
    fmt(m.cpu.bench, 2),
    fmt(m.cpu.postgres, 2),
    fmt(m.cpu.others, 2),
    fmt(m.cpu.idle, 2),
    fmt(m.serverCpuUsPerResponse),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  return [
    pad(header, widths),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...body.map((r) => pad(r, widths)),
  ].join('\n');
}
