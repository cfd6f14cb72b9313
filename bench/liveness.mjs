// A separate process that calls GET {base}/v1/health/live back to back on a few connections
// until the deadline and prints the latencies (ms) as JSON: the bench's own work does not
// delay it (bench/files.ts).
const [base, untilMs, loops] = [
  process.argv[2],
  Number(process.argv[3]),
  Number(process.argv[4] ?? 4),
];
const latencies = [];
await Promise.all(
  Array.from({ length: loops }, async () => {
    while (Date.now() < untilMs) {
      const started = performance.now();
      const res = await fetch(`${base}/v1/health/live`);
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
    }
  }),
);
process.stdout.write(JSON.stringify(latencies));
