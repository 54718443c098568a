import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

/** The variable names of config.ts's envSchema, read from the source so config.ts stays untouched. */
function configVariables(): string[] {
  const source = readFileSync(path.join(import.meta.dirname, 'config.ts'), 'utf8');
  const schema = source.slice(source.indexOf('const envSchema = z.object({'));
  const body = schema.slice(0, schema.indexOf('\n});'));
  return [...body.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]!);
}

describe('README configuration table', () => {
  it('lists every environment variable the server reads', () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const variables = configVariables();
    expect(variables.length).toBeGreaterThan(20);
    // A new variable needs a row in README.md's Configuration table: name, default, meaning.
    expect(variables.filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });
});
