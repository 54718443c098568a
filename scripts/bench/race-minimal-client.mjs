// The baseline of the race (issue 30): the fastest CSGORoll sniper we can write. One WebSocket
// (graphql-transport-ws) carries the listing subscription and the joins. On a frame it cuts the
// first trade's id out of the text and writes the join frame, built from prebuilt halves around
// that id, on the same socket; nothing is parsed, decided or logged before the write.
// IPC: {connect: {wsUrl, cookie}} -> {ready}; {resubscribe: true} -> {ready} (the feed again, now
// last in the market's subscriber order); {report: true} -> {latencies, beforeWrite} (frame in -> join
// written, and frame in -> the join handed to ws: the work before the write; ms).
import WebSocket from 'ws';

const FEED_QUERY = `subscription OnCreateTrade { createTrades { trades { id status markupPercent totalValue } } }`;
const JOIN_QUERY = `mutation JoinTrades($input: JoinTradesInput!) { joinTrades(input: $input) { trades { id status } } }`;
const JOIN_MIDDLE = `","type":"subscribe","payload":{"operationName":"JoinTrades","query":${JSON.stringify(JOIN_QUERY)},"variables":{"input":{"tradeIds":["`;
const JOIN_END = `"],"hasCompliedToAntiRWT":true,"recaptcha":""}}}}`;
const FEED = '"createTrades"';
const TRADES = '"trades":[';
const ID = '"id":"';

let socket;
let operation = 0;
let feedId = null;
const latencies = [];
const beforeWrite = [];

function subscribeFeed() {
  if (feedId) socket.send(`{"id":"${feedId}","type":"complete"}`);
  feedId = `f${++operation}`;
  socket.send(
    JSON.stringify({
      id: feedId,
      type: 'subscribe',
      payload: { operationName: 'OnCreateTrade', query: FEED_QUERY },
    }),
  );
}

function onFrame(data) {
  const at = performance.now();
  const text = data.toString();
  // Only the feed's frames: a join's own answer carries trades too.
  if (text.indexOf(FEED) === -1) return;
  const trades = text.indexOf(TRADES);
  if (trades === -1) return;
  const from = text.indexOf(ID, trades) + ID.length;
  const id = text.slice(from, text.indexOf('"', from));
  const join = `{"id":"j${++operation}${JOIN_MIDDLE}${id}${JOIN_END}`;
  const writing = performance.now();
  socket.send(join);
  latencies.push(performance.now() - at);
  beforeWrite.push(writing - at);
}

process.on('message', (message) => {
  if (message.connect) {
    socket = new WebSocket(message.connect.wsUrl, 'graphql-transport-ws', {
      headers: { cookie: `session=${message.connect.cookie}` },
    });
    socket.on('open', () => socket.send('{"type":"connection_init","payload":{}}'));
    socket.on('message', (data) => {
      if (feedId === null && data.toString().includes('connection_ack')) {
        subscribeFeed();
        process.send({ ready: true });
      } else onFrame(data);
    });
  }
  if (message.resubscribe) {
    subscribeFeed();
    process.send({ ready: true });
  }
  if (message.report) {
    process.send({ latencies: latencies.splice(0), beforeWrite: beforeWrite.splice(0) });
  }
  if (message.stop) {
    socket?.close();
    process.exit(0);
  }
});
