// `npm run bench`: every benchmark of the product in one run, each printing its own figures.
// Benchmarks only talk to servers they start on loopback, and each stops by itself.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench');
const only = process.argv[2];
const files = readdirSync(folder)
  .filter((f) => f.endsWith('.bench.mjs') && (!only || f.includes(only)))
  .sort();

for (const file of files) {
  console.log(`\n## ${file.replace('.bench.mjs', '')}`);
  const { run } = await import(pathToFileURL(path.join(folder, file)).href);
  await run();
}
