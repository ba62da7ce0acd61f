import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const REMOTES = readdirSync(ROOT).filter((name) => name.startsWith('mfe-'));

/** Every file in a `components/` folder of a remote's features, relative to the repository. */
const componentFolderFiles = REMOTES.flatMap((remote) => {
  const features = path.join(remote, 'src', 'features');
  return readdirSync(path.join(ROOT, features), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.split(path.sep).slice(-2, -1)[0] === 'components')
    .map((file) => path.join(features, file));
});

describe('feature folders (docs/architecture.md, "Where code goes")', () => {
  it('keeps components (and their styles and tests) in components/, and a feature’s pure rules at its top level', () => {
    expect(componentFolderFiles.length).toBeGreaterThan(0);
    const rules = componentFolderFiles.filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    expect(rules).toEqual([]);
  });
});
