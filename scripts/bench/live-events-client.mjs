// The client side of the live events bench (apps/server/src/scripts/live-events-bench.ts): opens event streams the way the
// SPA does (a bearer header, no token in the URL) in a process of its own, and tells the bench when
// the `credits` event it waits for reached the expected number of streams (first and last arrival).
import http from 'node:http';

const now = () => performance.timeOrigin + performance.now();
let pending = null;

function onCredits() {
  if (!pending) return;
  const t = now();
  pending.first ??= t;
  pending.last = t;
  pending.got += 1;
  if (pending.got >= pending.count) {
    process.send({
      type: 'event',
      id: pending.id,
      first: pending.first,
      last: pending.last,
      count: pending.got,
    });
    pending = null;
  }
}

function openStream(base, token) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}/api/trading/events`,
      { agent: false, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk) => {
          buffer += chunk;
          let cut;
          while ((cut = buffer.indexOf('\n\n')) !== -1) {
            if (buffer.slice(0, cut).includes('event: credits')) onCredits();
            buffer = buffer.slice(cut + 2);
          }
        });
        resolve();
      },
    );
    request.on('error', reject);
  });
}

process.on('message', async (message) => {
  if (message.type === 'open') {
    for (let i = 0; i < message.count; i += 50)
      await Promise.all(
        Array.from({ length: Math.min(50, message.count - i) }, () =>
          openStream(message.base, message.token),
        ),
      );
    process.send({ type: 'open', count: message.count });
  } else if (message.type === 'expect') {
    pending = { id: message.id, count: message.count ?? 1, got: 0, first: undefined, last: 0 };
  }
});
