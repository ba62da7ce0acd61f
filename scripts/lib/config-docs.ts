import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROVIDER_SETTINGS } from '@portal/loyalty-api/settings';
import { describeSettings, type SettingDoc } from '@portal/server-kit/env-schema';
import { BFF_SETTINGS } from '../../shell/server/config/settings.ts';
import { ROOT } from './processes.ts';

/**
 * The settings documentation made from the two servers' schemas (shell/server/config/settings.ts,
 * packages/loyalty-api/src/settings.ts): `.env.example` and the README's settings table. Made,
 * never written by hand, so a variable cannot be added, renamed or given a new default without
 * its documentation following (scripts/config-docs.ts writes them; a test checks they match).
 */

/** A variable as documented, with the servers that read it. */
export interface DocumentedSetting extends SettingDoc {
  readBy: string[];
}

const ENV_EXAMPLE_PATH = path.join(ROOT, '.env.example');
const README_PATH = path.join(ROOT, 'README.md');
const TABLE_START = '<!-- settings table: made by `node scripts/config-docs.ts` from the schemas; do not edit -->';
const TABLE_END = '<!-- end of the settings table -->';

/** Every variable of both servers, once each, in the BFF's order then the provider's own. */
export function documentedSettings(): DocumentedSetting[] {
  const byName = new Map<string, DocumentedSetting>();
  for (const [server, specs] of [
    ['BFF', BFF_SETTINGS],
    ['provider', PROVIDER_SETTINGS],
  ] as const) {
    for (const doc of describeSettings(specs)) {
      const known = byName.get(doc.name);
      if (known) known.readBy.push(server);
      else byName.set(doc.name, { ...doc, readBy: [server] });
    }
  }
  return [...byName.values()];
}

/** Words wrapped at `width` columns, each line starting with `prefix`. */
function wrap(text: string, prefix: string, width = 100): string[] {
  const lines: string[] = [];
  let line = prefix;
  for (const word of text.split(/\s+/)) {
    if (line.length > prefix.length && line.length + 1 + word.length > width) {
      lines.push(line);
      line = prefix;
    }
    line += line.length > prefix.length ? ` ${word}` : word;
  }
  lines.push(line);
  return lines;
}

/** The `.env.example` text: every variable commented out at its default, under its reason. */
export function renderEnvExample(settings: DocumentedSetting[] = documentedSettings()): string {
  const head = [
    '# Every environment variable the BFF (shell/server) and the bundled provider (packages/loyalty-api)',
    '# read, at its default. Made by `node scripts/config-docs.ts` from their schemas: do not edit.',
    '# Booleans are true or false (no other spelling is accepted); durations are whole numbers in the',
    '# unit their name ends with (_MS, _SECONDS). A wrong value stops the server at start, naming it.',
    '# npm start generates the secrets (.data/secrets.json) and sets the ports; set the rest in the',
    "# servers' environment (an empty value counts as unset).",
  ];
  const blocks = settings.map((setting) => {
    const reason = wrap(`${setting.doc} (read by: ${setting.readBy.join(', ')})`, '# ');
    const value = setting.defaultIsValue
      ? `# ${setting.name}=${setting.default}`
      : `# ${setting.name}=   (${setting.default === 'required' ? 'required' : `unset: ${setting.default}`})`;
    return [...reason, value].join('\n');
  });
  return `${[head.join('\n'), ...blocks].join('\n\n')}\n`;
}

/** A markdown table cell: pipes escaped, one line. */
const cell = (text: string): string => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The README's settings table (between its markers, markers included). */
function renderSettingsTable(settings: DocumentedSetting[] = documentedSettings()): string {
  const rows = [
    ['Setting', 'Read by', 'Default', 'Why, and what it changes'],
    ...settings.map((s) => [
      `\`${s.name}\``,
      s.readBy.join(', '),
      s.defaultIsValue ? `\`${cell(s.default)}\`` : cell(s.default),
      cell(s.doc),
    ]),
  ];
  // Padded as the formatter pads a Markdown table (`npm test` lints the README): a table it would
  // rewrite could never be both formatted and in sync.
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => [...(row[column] ?? '')].length))) ?? [];
  const pad = (text: string, column: number) => text + ' '.repeat((widths[column] ?? 0) - [...text].length);
  const line = (row: string[]) => `| ${row.map(pad).join(' | ')} |`;
  const [header, ...body] = rows;
  const separator = `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`;
  return [TABLE_START, '', line(header ?? []), separator, ...body.map(line), '', TABLE_END].join('\n');
}

/** `readme` with its settings table replaced by `table`; throws when the markers are missing. */
export function withSettingsTable(readme: string, table: string = renderSettingsTable()): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start === -1 || end === -1 || end < start) {
    throw new Error(`README.md has no settings table markers (${TABLE_START} … ${TABLE_END})`);
  }
  return readme.slice(0, start) + table + readme.slice(end + TABLE_END.length);
}

/** The files as they should be, beside their current contents (for the writer and the sync test). */
export function configDocsState(): Array<{ file: string; current: string; wanted: string }> {
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  };
  const readme = read(README_PATH);
  return [
    { file: ENV_EXAMPLE_PATH, current: read(ENV_EXAMPLE_PATH), wanted: renderEnvExample() },
    { file: README_PATH, current: readme, wanted: withSettingsTable(readme) },
  ];
}
