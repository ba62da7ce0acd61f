#!/usr/bin/env node
// The entry of `npm start`, `npm test` and the other root commands on a fresh machine.
//
// Dependency-free and runnable on any Node from 18 on: it makes sure Node 24 and pnpm 12.21 are
// at hand (installing them from the npm registry into .toolchain/ when the running ones are
// missing or older), puts them first on PATH, installs the workspace with the frozen lockfile
// and runs the requested command with them.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const TOOLCHAIN = path.join(ROOT, '.toolchain');
const TOOLCHAIN_BIN = path.join(TOOLCHAIN, 'node_modules', '.bin');
const NODE_MAJOR = 24;
const PNPM_VERSION = '12.21.0';

/** What each root command runs once the toolchain and dependencies are in place. */
const COMMANDS = {
  start: ['node', ['scripts/start.ts']],
  fleet: ['node', ['scripts/fleet.ts']],
  test: ['node', ['scripts/test.ts']],
  'test:quick': ['node', ['scripts/test-quick.ts']],
  dev: ['node', ['scripts/dev.ts']],
  bench: ['node', ['scripts/bench.ts']],
  'bench:rewards': ['node', ['scripts/bench-rewards-search.ts']],
  'bench:login': ['node', ['scripts/bench-login.ts']],
  'bench:first-paint': ['node', ['scripts/bench-first-paint.ts']],
  soak: ['node', ['scripts/soak.ts']],
  'deploy:remote': ['node', ['scripts/deploy-remote.ts']],
  config: ['node', ['scripts/config.ts']],
  'preview-link': ['node', ['scripts/preview-link.ts']],
  screens: ['node', ['scripts/screens.ts']],
  openapi: ['node', ['scripts/openapi.ts']],
  contract: ['node', ['scripts/contract.ts']],
  offers: ['node', ['scripts/offers.ts']],
};

const say = (message) => process.stderr.write(`[bootstrap] ${message}\n`);

function versionOf(command, args = ['--version']) {
  const result = spawnSync(command, args, { encoding: 'utf8', shell: process.platform === 'win32' });
  if (result.status !== 0 || !result.stdout) return null;
  const match = /(\d+)\.(\d+)\.(\d+)/.exec(result.stdout);
  return match ? match.slice(1, 4).map(Number) : null;
}

const atLeast = (version, wanted) => {
  for (let i = 0; i < 3; i++) {
    if (version[i] !== wanted[i]) return version[i] > wanted[i];
  }
  return true;
};

function installToolchain() {
  say(`installing Node ${NODE_MAJOR} and pnpm ${PNPM_VERSION} into .toolchain/ (from the npm registry)`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(
    npm,
    [
      'install',
      '--prefix',
      TOOLCHAIN,
      '--no-audit',
      '--no-fund',
      '--no-save',
      `node@${NODE_MAJOR}`,
      `pnpm@${PNPM_VERSION}`,
    ],
    { stdio: 'inherit', shell: process.platform === 'win32' },
  );
  if (result.status !== 0) {
    say('could not install the toolchain; check that the npm registry can be reached');
    process.exit(result.status ?? 1);
  }
}

function ensureToolchain() {
  const pathParts = [];
  const runningMajor = Number(process.versions.node.split('.')[0]);
  let needInstall = false;

  if (runningMajor >= NODE_MAJOR) {
    pathParts.push(path.dirname(process.execPath));
  } else {
    const local = versionOf(path.join(TOOLCHAIN_BIN, 'node'), ['-v']);
    if (!local || local[0] !== NODE_MAJOR) needInstall = true;
  }
  const systemPnpm = versionOf('pnpm');
  const usePnpmFromToolchain = !systemPnpm || !atLeast(systemPnpm, PNPM_VERSION.split('.').map(Number));
  if (usePnpmFromToolchain) {
    const local = versionOf(path.join(TOOLCHAIN_BIN, 'pnpm'));
    if (!local || !atLeast(local, PNPM_VERSION.split('.').map(Number))) needInstall = true;
  }
  if (needInstall) installToolchain();
  if (runningMajor < NODE_MAJOR || usePnpmFromToolchain) pathParts.unshift(TOOLCHAIN_BIN);
  return [...pathParts, process.env.PATH ?? ''].join(path.delimiter);
}

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit', shell: process.platform === 'win32' });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    // `kill <npm's pid>`: npm passes the SIGTERM on to the shell running the script, which dies of
    // it without passing it on, and this process is left running with a new parent. A parent gone
    // is therefore a stop too (checked twice a second; `process.ppid` is read afresh each time).
    const parent = process.ppid;
    const orphaned = setInterval(() => {
      if (process.ppid === parent) return;
      clearInterval(orphaned);
      forward('SIGTERM');
    }, 500);
    child.on('exit', (code, signal) => {
      clearInterval(orphaned);
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function main() {
  const [name, ...rest] = process.argv.slice(2);
  const target = COMMANDS[name];
  if (!target) {
    say(`unknown command "${name}"; one of: ${Object.keys(COMMANDS).join(', ')}`);
    process.exit(2);
  }
  // No telemetry: turbo would try to reach its collector from every run (this machine reaches the registries only).
  const env = {
    ...process.env,
    PATH: ensureToolchain(),
    npm_config_update_notifier: 'false',
    TURBO_TELEMETRY_DISABLED: '1',
  };
  const installed = existsSync(path.join(ROOT, 'node_modules', '.modules.yaml'));
  say(installed ? 'checking dependencies against the lockfile' : 'installing dependencies (first run)');
  const installCode = await run('pnpm', ['install', '--frozen-lockfile', '--reporter=append-only'], env);
  if (installCode !== 0) process.exit(installCode);
  const [command, args] = target;
  process.exit(await run(command, [...args, ...rest], env));
}

main();
