// Runs the server for `npm start` and `npm run dev` so that one SIGINT or SIGTERM stops it gracefully.
//
// Without this, a terminal's Ctrl-C reaches every process in its group at once: npm (which forwards it
// again), the server (which takes a second signal as "exit now") and the embedded PostgreSQL (which
// then starts its own fast shutdown and cuts the server's connections mid-request). So the server runs
// in a process group of its own, and each stop signal this runner gets is handed to it exactly once.
// Usage: node run-server.mjs <command> [args...]  (the runner exits with the server's exit code)
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

const [command, ...args] = process.argv.slice(2);
const server = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], detached: true });

// A Ctrl-C arrives twice within milliseconds (from the terminal and from npm): that is one request.
const sameSignalWithinMs = 1000;
let lastSignalAt = 0;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    const now = Date.now();
    if (now - lastSignalAt < sameSignalWithinMs) return;
    lastSignalAt = now;
    server.kill(signal);
  });
}

server.on('error', (error) => {
  process.stderr.write(`Could not start ${command}: ${error.message}\n`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0));
});
