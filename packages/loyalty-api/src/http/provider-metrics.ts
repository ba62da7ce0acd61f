import { registerRequestMetrics } from '@portal/server-kit/request-metrics';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { Database, PoolStats } from '../db/database.ts';

/**
 * The provider's Prometheus metrics, all `portal_provider_*`: its process (CPU, memory, event
 * loop), every request it answers by route pattern and status class (server-kit's
 * request-metrics.ts, as the BFF's), and its PostgreSQL pool (connections in use and idle,
 * requests waiting for one, the pool's size; not on PGlite, which has no pool). Served on
 * PROVIDER_METRICS_PORT (app.ts); docs/operations.md lists them.
 */
export function createProviderMetrics(app: FastifyInstance, db: Database): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'portal_provider_' });
  registerRequestMetrics(app, { registry, prefix: 'portal_provider_' });
  const stats = db.poolStats?.bind(db);
  // PGlite is one connection, not a pool: these metrics exist only on PostgreSQL.
  if (!stats) return registry;
  const registers = [registry];
  const gauge = (name: string, help: string, read: (now: PoolStats) => number): void => {
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read(stats()));
      },
    });
  };
  gauge(
    'portal_provider_db_pool_in_use',
    'PostgreSQL connections checked out of the pool (running a query or a transaction).',
    (now) => now.inUse,
  );
  gauge('portal_provider_db_pool_idle', 'PostgreSQL connections open and idle in the pool.', (now) => now.idle);
  gauge(
    'portal_provider_db_pool_waiting',
    'Queries and transactions waiting for a pool connection (all DATABASE_POOL_SIZE are in use).',
    (now) => now.waiting,
  );
  gauge('portal_provider_db_pool_max', 'The most connections the pool opens (DATABASE_POOL_SIZE).', (now) => now.max);
  return registry;
}
