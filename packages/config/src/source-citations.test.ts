import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * What a comment or a test title must not cite (docs/requirements.md: code cites `requirements §N`
 * or a docs/ page): an issue number, which a reader of the code cannot open and which says nothing
 * once the issue is closed; the workspace's architecture page, which is outside the repository (ours
 * is docs/architecture.md); or any other path out of the repository into the shared workspace.
 */
const FORBIDDEN: readonly RegExp[] = [/\bissues? #?\d+/i, /ARCHITECTURE\.md/, /\.\.\/shared\//];

/** Sources, styles, configuration and scripts: every tracked file a comment or a test title can be in. */
const SOURCE = /\.(?:[cm]?[jt]sx?|css|json|ya?ml|sh|sql|html|grit|webmanifest|conf|template|example)$/;
/** Lockfiles are written by the package manager, and the docs are what the code cites. */
const NOT_OURS = /(?:^|\/)(?:pnpm-lock\.yaml|package-lock\.json|yarn\.lock)$|^docs\//;
/**
 * Migrations already applied stay as they were written, header comments included: migrate.ts holds
 * each applied file to its SHA-256 and stops a provider whose database applied another text
 * (ChangedMigrationError). Those up to 012 are out; a new migration cites like any other file.
 */
const APPLIED_MIGRATION = /^packages\/loyalty-api\/migrations\/(\d{3})_/;
const LAST_APPLIED_MIGRATION = 12;

function isChecked(file: string): boolean {
  if (NOT_OURS.test(file) || file.endsWith('.md')) return false;
  const migration = APPLIED_MIGRATION.exec(file);
  if (migration && Number(migration[1]) <= LAST_APPLIED_MIGRATION) return false;
  if (SOURCE.test(file)) return true;
  // A script without an extension (`.ci/run`): its first line names its interpreter.
  return !path.basename(file).includes('.') && readFileSync(path.join(ROOT, file), 'utf8').startsWith('#!');
}

/** Every line of `text` that cites what it must not, as `file:line: text`. */
function forbiddenCitations(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      FORBIDDEN.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
    );
}

/** The repository's tracked files, as git lists them (a file deleted in the work tree is skipped). */
function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((file) => file !== '' && existsSync(path.join(ROOT, file)));
}

describe('citations in code (requirements §N or docs/, nothing else)', () => {
  // The probes are put together from pieces, so this file (which is checked too) holds none of them whole.
  const issue = 'issue';
  const architecture = 'ARCHITECTURE';
  const shared = 'shared';

  it('finds an issue number, the workspace’s architecture page and a path out of the repository', () => {
    const probe = [
      `/** Never longer than 5 s (${issue} 8). */`,
      `// See ${issue}s 18 and 29.`,
      `describe('style isolation (${issue.toUpperCase()} #17)', () => {`,
      ` * The house (${architecture}.md, failure layer 1).`,
      `/* The design we build toward: ../${shared}/${architecture}.md */`,
    ].join('\n');
    expect(forbiddenCitations('probe.ts', probe)).toEqual([
      `probe.ts:1: /** Never longer than 5 s (${issue} 8). */`,
      `probe.ts:2: // See ${issue}s 18 and 29.`,
      `probe.ts:3: describe('style isolation (${issue.toUpperCase()} #17)', () => {`,
      `probe.ts:4: * The house (${architecture}.md, failure layer 1).`,
      `probe.ts:5: /* The design we build toward: ../${shared}/${architecture}.md */`,
    ]);
  });

  it('leaves requirements §N, docs/ pages and words that only look alike', () => {
    const probe = [
      '/** A remote is declared unavailable within 5 s (docs/deploy.md, "When something fails"). */',
      '// The signed-in sidebar (requirements §2.6); docs/architecture.md, "Where code goes".',
      `const tissue = 3; // no ${issue}: the word alone, or run into another, is not a citation`,
      "import { a } from '../../shared-modules.ts';",
    ].join('\n');
    expect(forbiddenCitations('probe.ts', probe)).toEqual([]);
  });

  it('checks sources, styles, configuration and scripts, not the docs, Markdown, lockfiles or applied migrations', () => {
    expect(isChecked('shell/src/global.css')).toBe(true);
    expect(isChecked('e2e/specs/canary.spec.ts')).toBe(true);
    expect(isChecked('scripts/lib/nginx.conf.template')).toBe(true);
    expect(isChecked('ops/prometheus/alerts.rules.yml')).toBe(true);
    expect(isChecked('.ci/run')).toBe(true);
    expect(isChecked('packages/loyalty-api/migrations/013_next.sql')).toBe(true);
    expect(isChecked('packages/loyalty-api/migrations/012_mail_recipient_key.sql')).toBe(false);
    expect(isChecked('docs/provider-openapi.json')).toBe(false);
    expect(isChecked('README.md')).toBe(false);
    expect(isChecked('pnpm-lock.yaml')).toBe(false);
    expect(isChecked('shell/public/icon.png')).toBe(false);
  });

  it('finds none in any tracked file', () => {
    const checked = trackedFiles().filter(isChecked);
    // A guard against checking nothing: the repository has over a thousand such files.
    expect(checked.length).toBeGreaterThan(500);
    const found = checked.flatMap((file) => forbiddenCitations(file, readFileSync(path.join(ROOT, file), 'utf8')));
    expect(found).toEqual([]);
  });
});

/**
 * A docs page as text names it, from the repository's root: `docs/architecture.md`, a record
 * `docs/decisions/0012-first-paint-and-no-layout-shift.md`. Only where a path starts (not the tail
 * of `e2e/docs/…`).
 */
const DOCS_PATH = /(?<![\w./-])docs\/(?:[\w.-]+\/)*[\w.-]+\.md\b/g;
/** A Markdown link to a page beside it or under it (`[0007](0007-lazy-federation-runtime.md)`), not to a site. */
const MARKDOWN_LINK = /\]\(((?![a-z][a-z0-9+.-]*:|#)[^)\s#]+\.md)(?:#[^)\s]*)?\)/gi;

/** Where a cited docs page must exist: the checked sources, the README and every page under docs/. */
function citesDocs(file: string): boolean {
  return isChecked(file) || file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md'));
}

/** Every docs page `text` cites that `exists` does not know, as `file:line: path`. */
function missingDocs(file: string, text: string, exists: (path: string) => boolean): string[] {
  const markdown = file.endsWith('.md');
  return text.split('\n').flatMap((line, index) => {
    const cited = [...line.matchAll(DOCS_PATH)].map((match) => match[0]);
    if (markdown) {
      // A link is relative to the page that holds it; code spans show syntax, not links.
      const prose = line.replace(/`[^`]*`/g, '');
      const linked = [...prose.matchAll(MARKDOWN_LINK)].map((match) =>
        path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1] ?? '')),
      );
      cited.push(...linked);
    }
    return [...new Set(cited)].filter((cite) => !exists(cite)).map((cite) => `${file}:${index + 1}: ${cite}`);
  });
}

describe('docs pages cited in code and docs exist', () => {
  // As above: the probes are put together from pieces, so this file holds no missing path whole.
  const missing = 'no-such-page';
  const pages = new Set(['docs/architecture.md', 'docs/decisions/0007-lazy-federation-runtime.md', 'README.md']);
  const exists = (page: string) => pages.has(page);

  it('finds a docs path or a Markdown link to a page that is not there', () => {
    const code = [
      '// The one runtime (docs/decisions/0007-lazy-federation-runtime.md); docs/architecture.md, "A page load".',
      `/** Phone first (docs/decisions/${missing}.md, "Tables"). */`,
      `/* docs/${missing}.md and e2e/docs/${missing}.md */`,
    ].join('\n');
    expect(missingDocs('shell/src/probe.ts', code, exists)).toEqual([
      `shell/src/probe.ts:2: docs/decisions/${missing}.md`,
      `shell/src/probe.ts:3: docs/${missing}.md`,
    ]);
    const page = [
      '| [0007](0007-lazy-federation-runtime.md) | Accepted |',
      `Status: Superseded by [0099](${missing}.md#context); see [the README](../../README.md).`,
      `Write \`[NNNN](${missing}.md)\` in a code span; [a site](https://example.com/${missing}.md).`,
    ].join('\n');
    const probePage = `docs/decisions/0099-${missing}.md`;
    expect(missingDocs(probePage, page, exists)).toEqual([`${probePage}:2: docs/decisions/${missing}.md`]);
  });

  it('finds none in the README, the docs or any checked source', () => {
    const tracked = trackedFiles();
    const known = new Set(tracked);
    const citing = tracked.filter(citesDocs);
    expect(citing).toContain('README.md');
    expect(citing).toContain('docs/architecture.md');
    const found = citing.flatMap((file) =>
      missingDocs(file, readFileSync(path.join(ROOT, file), 'utf8'), (page) => known.has(page)),
    );
    expect(found).toEqual([]);
  });
});
