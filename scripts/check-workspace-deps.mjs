// Part of `npm run lint`: each workspace declares the @skinpilot/* packages it imports and imports the
// ones it declares. knip checks every other package, but it lets a private workspace import its sibling
// workspaces without declaring them, so this small check covers that one gap.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const sourceFile = /\.(ts|tsx|mjs|js)$/;
const skippedFolders = new Set(['node_modules', 'dist', '.data']);
// `from '@skinpilot/x'`, `from '@skinpilot/x/sub'`, `import '@skinpilot/x'` and `import('@skinpilot/x')`.
const workspaceImport = /(?:\bfrom|\bimport)\s*\(?\s*['"](@skinpilot\/[a-z0-9-]+)/g;

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

function workspaceDirs() {
  return readJson(path.join(root, 'package.json')).workspaces.flatMap((pattern) => {
    const parent = path.join(root, pattern.replace(/\/\*$/, ''));
    return readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(parent, entry.name));
  });
}

function importedWorkspaces(dir, found = new Set()) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skippedFolders.has(entry.name)) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) importedWorkspaces(file, found);
    else if (sourceFile.test(entry.name)) {
      for (const match of readFileSync(file, 'utf8').matchAll(workspaceImport)) found.add(match[1]);
    }
  }
  return found;
}

const problems = [];
for (const dir of workspaceDirs()) {
  const manifest = readJson(path.join(dir, 'package.json'));
  const declared = new Set(
    Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((name) =>
      name.startsWith('@skinpilot/'),
    ),
  );
  const imported = importedWorkspaces(dir);
  imported.delete(manifest.name);
  const where = path.relative(root, path.join(dir, 'package.json'));
  for (const name of imported) {
    if (!declared.has(name)) problems.push(`${where}: imports ${name} but does not declare it`);
  }
  for (const name of declared) {
    if (!imported.has(name)) problems.push(`${where}: declares ${name} but never imports it`);
  }
}

if (problems.length > 0) {
  console.error(`Workspace dependencies out of step:\n${problems.join('\n')}`);
  process.exit(1);
}
