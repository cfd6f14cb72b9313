/**
 * The physical reference for `npm run bench`: a bare Fastify 5 server answering the liveness
 * route with the same body, no plugins, no logging. What the product's own requests cost is
 * reported against it (bench/report.ts `bareVerdicts`).
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/v1/health/live', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');
