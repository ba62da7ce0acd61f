import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '@portal/loyalty-api/db/database';
import { type Service, startService } from './processes.ts';

/** The newest PostgreSQL installed from Debian (/usr/lib/postgresql/<major>/bin), or PG_BIN. */
export function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const majors = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .map(Number)
        .filter(Number.isFinite)
        .sort((a, b) => b - a)
    : [];
  if (majors.length === 0) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  return `/usr/lib/postgresql/${majors[0]}/bin`;
}

/**
 * PostgreSQL refuses to run as root. Run by root, the cluster's programs run as the `postgres`
 * system user (the Debian package creates it), which owns the data folder; as anyone else, as
 * that user. Node sets the user on the child itself (no runuser/sudo in between), so the PID the
 * runner holds is the postmaster's own and a signal reaches it directly.
 */
function clusterUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

export interface PostgresCluster {
  service: Service;
  /** The provider's connection: its own role, owner of its own database (not the superuser). */
  databaseUrl: string;
  /** The superuser's connection (tests create throwaway databases with it). */
  adminUrl: string;
}

/**
 * A PostgreSQL cluster of this checkout's own in `dataDir` on 127.0.0.1:`port`: created with
 * initdb on first use only (later runs reuse it), then the postmaster started as a direct child
 * (fast shutdown on SIGINT). It makes a role `loyalty_api` and a database `loyalty` it owns;
 * passwords are generated once and kept in `dataDir/../pg-passwords.json` (0600).
 */
export async function startPostgres(options: {
  dataDir: string;
  port: number;
  logFile: string;
  pidFile?: string;
  quiet?: boolean;
  say: (line: string) => void;
}): Promise<PostgresCluster> {
  const bin = postgresBin();
  const user = clusterUser();
  const passwordsFile = path.join(path.dirname(options.dataDir), 'pg-passwords.json');
  const passwords = readPasswords(passwordsFile);
  if (!existsSync(path.join(options.dataDir, 'PG_VERSION'))) {
    options.say(`creating a PostgreSQL cluster in ${options.dataDir} (first run only)`);
    rmSync(options.dataDir, { recursive: true, force: true });
    mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
    const pwfile = path.join(options.dataDir, '..', `.pwfile-${process.pid}`);
    writeFileSync(pwfile, `${passwords.postgres}\n`, { mode: 0o600 });
    if (user) {
      chownSync(options.dataDir, user.uid, user.gid);
      chownSync(pwfile, user.uid, user.gid);
    }
    const initdb = spawnSync(
      path.join(bin, 'initdb'),
      [
        '-D',
        options.dataDir,
        '-U',
        'postgres',
        `--pwfile=${pwfile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C.UTF-8',
      ],
      { encoding: 'utf8', ...(user ?? {}), env: { ...process.env, LC_ALL: 'C.UTF-8' } },
    );
    rmSync(pwfile, { force: true });
    if (initdb.status !== 0) {
      rmSync(options.dataDir, { recursive: true, force: true });
      throw new Error(`initdb failed: ${initdb.stderr || initdb.stdout || initdb.error?.message}`);
    }
  }
  // PostgreSQL's own logger writes the log: its folder must be the cluster user's.
  mkdirSync(path.dirname(options.logFile), { recursive: true });
  if (user) chownSync(path.dirname(options.logFile), user.uid, user.gid);
  const adminUrl = `postgres://postgres:${passwords.postgres}@127.0.0.1:${options.port}/postgres`;
  const service = startService({
    name: 'postgres',
    command: [
      path.join(bin, 'postgres'),
      '-D',
      options.dataDir,
      '-p',
      String(options.port),
      '-c',
      'listen_addresses=127.0.0.1',
      // TCP only: no socket file to place where the postgres user may write.
      '-c',
      'unix_socket_directories=',
      '-c',
      `log_directory=${path.dirname(options.logFile)}`,
      '-c',
      `log_filename=${path.basename(options.logFile)}`,
      '-c',
      'logging_collector=on',
      '-c',
      'max_connections=60',
    ],
    env: { ...process.env, LC_ALL: 'C.UTF-8' },
    healthUrl: `postgres://127.0.0.1:${options.port}`,
    probe: () => canQuery(adminUrl),
    // SIGINT: PostgreSQL's fast shutdown (clients disconnected, clean checkpoint).
    stopSignal: 'SIGINT',
    graceMs: 20_000,
    ...(user ? { user } : {}),
    ...(options.pidFile ? { pidFile: options.pidFile } : {}),
    ...(options.quiet === undefined ? {} : { quiet: options.quiet }),
  });
  return {
    service,
    adminUrl,
    databaseUrl: `postgres://loyalty_api:${passwords.loyalty_api}@127.0.0.1:${options.port}/loyalty`,
  };
}

/** Makes the provider's role and database once (idempotent); call when the cluster answers. */
export async function ensureProviderDatabase(cluster: PostgresCluster): Promise<void> {
  const admin = await openDatabase({ databaseUrl: cluster.adminUrl, dataDir: '', poolSize: 1 });
  try {
    const password = new URL(cluster.databaseUrl).password;
    const role = await admin.query("select 1 from pg_roles where rolname = 'loyalty_api'");
    // The provider's role may log in and own its database: no superuser, no createdb, no createrole.
    if (role.rowCount === 0) await admin.query(`create role loyalty_api login password '${password}'`);
    const db = await admin.query("select 1 from pg_database where datname = 'loyalty'");
    if (db.rowCount === 0) await admin.query('create database loyalty owner loyalty_api');
  } finally {
    await admin.close();
  }
}

async function canQuery(url: string): Promise<boolean> {
  try {
    // openDatabase answers once `select 1` has: the cluster accepts connections and queries.
    const db = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 1, onConnectionError: () => {} });
    await db.close();
    return true;
  } catch {
    return false;
  }
}

function readPasswords(file: string): { postgres: string; loyalty_api: string } {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    const passwords = {
      postgres: randomBytes(18).toString('base64url'),
      loyalty_api: randomBytes(18).toString('base64url'),
    };
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(passwords, null, 2), { mode: 0o600 });
    return passwords;
  }
}
