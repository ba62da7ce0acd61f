import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createMemoryPglite } from './create-memory-pglite.ts';

interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/** Anything that runs parameterised SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations only). */
  exec(sql: string): Promise<void>;
}

/** A PostgreSQL pool's connections now: checked out (in use), idle, and requests waiting for one. */
export interface PoolStats {
  inUse: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** The pool's connections now (the metrics read it at each scrape); PGlite has no pool. */
  poolStats?(): PoolStats;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `work` holding the session-level advisory lock `key`, so one process at a time does it
   * across every process on the same database (migrations). PGlite has one process by design.
   */
  withAdvisoryLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Connections in the PostgreSQL pool (DATABASE_POOL_SIZE, default 10). */
  poolSize?: number;
  /**
   * Told about a pooled connection that failed while idle (the server restarted, a proxy dropped
   * it): the pool discards it and the process carries on. Default: a JSON line on stderr.
   */
  onConnectionError?: (error: Error) => void;
}

/**
 * `DATABASE_URL` set → a PostgreSQL server through `pg`. Otherwise PGlite (PostgreSQL compiled to
 * WebAssembly) in `dataDir`, or in memory when `dataDir` is `memory://` (started from an image of a
 * newly initialised cluster: create-memory-pglite.ts).
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options);
  return openPglite(options.dataDir);
}

const logConnectionError = (error: Error): void => {
  process.stderr.write(
    `${JSON.stringify({ level: 50, time: Date.now(), msg: 'idle database connection failed; the pool discards it', err: { type: error.name, message: error.message } })}\n`,
  );
};

async function openPglite(dataDir: string): Promise<Database> {
  const db = dataDir === 'memory://' ? await createMemoryPglite() : await PGlite.create(dataDir);
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await q.query<T>(sql, [...params]);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  const base = wrap(db);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    // PGlite is one connection: its transaction() holds the connection for the whole unit of work,
    // so concurrent transactions run one after another.
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    withAdvisoryLock: (_key, work) => work(),
    close: () => db.close(),
  };
}

async function openPostgres(options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    statement_timeout: 10_000,
    // Without it a request waits for ever on a server that does not answer.
    connectionTimeoutMillis: 5_000,
  });
  // An idle client whose connection dies emits `error` on the pool; unhandled, it ends the process.
  pool.on('error', (error) => onConnectionError(error));
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  const onConnectionError = options.onConnectionError ?? logConnectionError;
  /**
   * A client checked out of the pool emits `error` on itself, not on the pool (the pool listens
   * only while it is idle): listened to while held, or a dropped connection ends the process.
   */
  const checkOut = async (): Promise<{ client: pg.PoolClient; release(broken?: Error): void }> => {
    const client = await pool.connect();
    let failed: Error | undefined;
    const onError = (error: Error): void => {
      failed = error;
      onConnectionError(error);
    };
    client.on('error', onError);
    return {
      client,
      release(broken) {
        client.off('error', onError);
        client.release(broken ?? failed ?? false);
      },
    };
  };
  const run = async <T>(client: pg.Pool | pg.PoolClient, sql: string, params: readonly unknown[] = []) => {
    const result = await client.query(sql, [...params]);
    return { rows: result.rows as T[], rowCount: result.rowCount ?? result.rows.length };
  };
  const max = options.poolSize ?? 10;
  return {
    kind: 'postgres',
    poolStats: () => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max,
    }),
    query: (sql, params) => run(pool, sql, params),
    exec: async (sql) => {
      await pool.query(sql);
    },
    async transaction(work) {
      const { client, release } = await checkOut();
      // A client whose rollback failed may still be inside the transaction (or half-dead): it is
      // destroyed, never handed to the next request.
      let broken: Error | undefined;
      try {
        await client.query('begin');
        const result = await work({
          query: (sql, params) => run(client, sql, params),
          exec: async (sql) => {
            await client.query(sql);
          },
        });
        await client.query('commit');
        return result;
      } catch (error) {
        try {
          await client.query('rollback');
        } catch (rollbackError) {
          broken = rollbackError as Error;
        }
        throw error;
      } finally {
        release(broken);
      }
    },
    async withAdvisoryLock(key, work) {
      // Session-level: held by this one connection until unlocked, or until the connection ends
      // (a process that dies while holding it frees it).
      const { client, release } = await checkOut();
      let broken: Error | undefined;
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]).catch((error: Error) => {
            broken = error;
          });
        }
      } finally {
        release(broken);
      }
    },
    close: () => pool.end(),
  };
}
