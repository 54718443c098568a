// Bundles the server and our workspace packages (TypeScript sources) into one ESM file;
// every npm package stays external and is loaded from node_modules at run time.
import { build } from 'esbuild';

await build({
  // The back-test's worker thread is its own file next to main.js (modules/sniping-feed/run-backtest.ts).
  entryPoints: { main: 'src/main.ts', 'backtest-thread': 'src/modules/sniping-feed/backtest-thread.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@skinpilot/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
});
