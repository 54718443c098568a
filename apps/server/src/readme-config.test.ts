import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configVariables } from './config';

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

/** The variable names in the first column of README's Configuration table, as often as they appear. */
function tableVariables(readme: string): string[] {
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? '';
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  return rows.flatMap((row) => [...row.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!));
}

/** What is wrong between the table and the variables the server reads, one line per fault. */
function tableProblems(readme: string, variables: readonly string[]): string[] {
  const listed = tableVariables(readme);
  return [
    ...variables.filter((name) => !listed.includes(name)).map((name) => `${name}: read but has no row`),
    ...listed.filter((name) => !variables.includes(name)).map((name) => `${name}: has a row but is not read`),
    ...listed.filter((name, i) => listed.indexOf(name) !== i).map((name) => `${name}: has more than one row`),
  ];
}

describe('README configuration table', () => {
  it('has one row for each environment variable the server reads, and no other', () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    expect(configVariables.length).toBeGreaterThan(20);
    // Each variable in config.ts needs exactly one row in README.md's Configuration table: name, default, meaning.
    expect(tableProblems(readme, configVariables)).toEqual([]);
  });

  it('catches a missing, a phantom and a duplicated row', () => {
    const readme = [
      '## Configuration',
      '| variable | default | meaning |',
      '|---|---|---|',
      '| `PORT` | `3000` | HTTP port |',
      '| `ADMIN_EMAIL`, `ADMIN_PASSWORD` | (none) | the first admin |',
      '| `STEAM_CONNECTOR` | `sandbox` | not a variable the server reads |',
      '| `PORT` | `3000` | HTTP port, again |',
      '## Production',
      '| `HOST` | | outside the table |',
    ].join('\n');
    expect(tableProblems(readme, ['PORT', 'HOST', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'])).toEqual([
      'HOST: read but has no row',
      'STEAM_CONNECTOR: has a row but is not read',
      'PORT: has more than one row',
    ]);
  });
});
