import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { globalClassSelectors } from './global-class-selectors.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** Every app's sources and the shared look: where a class name could reach the page. */
const STYLED = [
  ...readdirSync(ROOT)
    .filter((name) => name.startsWith('mfe-'))
    .map((name) => `${name}/src`),
  'shell/src',
  'packages/ui/src',
];

/** Files under a folder, skipping installed and built ones. */
function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => !file.split(path.sep).some((part) => part === 'node_modules' || part === 'dist'))
    .map((file) => path.join(dir, file));
}

const cssFiles = STYLED.flatMap(filesUnder).filter((file) => file.endsWith('.css'));
const sourceFiles = STYLED.flatMap(filesUnder).filter((file) => /\.tsx?$/.test(file));

describe('style isolation (docs/decisions/0017-style-isolation.md)', () => {
  it('finds a class in a plain style sheet, and :global in a module', () => {
    expect(globalClassSelectors('.ir-pagination { display: grid; }', false)).toEqual(['.ir-pagination']);
    expect(globalClassSelectors('nav a.active:hover, p { color: red }', false)).toHaveLength(1);
    expect(globalClassSelectors(':global(.ir-pagination) { display: grid; }', true)).toHaveLength(1);
    // Element defaults, tokens and numbers in declarations are not classes.
    expect(
      globalClassSelectors(
        ':root { --ir-space: 0.5rem; }\n/* .x */\nbody { margin: 0.5em; }\n@media (min-width: 1px) { a { opacity: .5 } }',
        false,
      ),
    ).toEqual([]);
    expect(globalClassSelectors('.pagination { display: flex; }', true)).toEqual([]);
  });

  it('holds every class of the apps and packages/ui in a CSS Module', () => {
    expect(cssFiles.length).toBeGreaterThan(20);
    const global = cssFiles.flatMap((file) =>
      globalClassSelectors(readFileSync(path.join(ROOT, file), 'utf8'), file.endsWith('.module.css')).map(
        (selector) => `${file}: ${selector}`,
      ),
    );
    expect(global).toEqual([]);
  });

  it('uses only class names its CSS Modules define (a typo would leave an element unstyled)', () => {
    const missing: string[] = [];
    for (const file of sourceFiles) {
      const source = readFileSync(path.join(ROOT, file), 'utf8');
      for (const [, name, sheet] of source.matchAll(/^import (\w+) from '(\.[^']+\.module\.css)';$/gm)) {
        const css = readFileSync(path.join(ROOT, path.dirname(file), sheet ?? ''), 'utf8');
        const defined = new Set([...css.matchAll(/\.([_a-zA-Z][\w]*)/g)].map((match) => match[1]));
        for (const [, used] of source.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g'))) {
          if (!defined.has(used)) missing.push(`${file}: ${name}.${used} (${sheet})`);
        }
      }
    }
    expect(sourceFiles.length).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });
});
