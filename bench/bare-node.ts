// The machine's ceiling: a bare Node `http` server answering 1 KB of constant JSON. bench/load.ts runs it
// in its own process beside the forum, in the same run, so every forum figure can be read as a share of
// what Node itself serves on this machine at that moment.
//   node --import tsx bench/bare-node.ts <port>
import http from 'node:http';

const port = Number(process.argv[2] ?? 0);
const body = JSON.stringify({
  items: Array.from({ length: 24 }, (_, i) => ({ id: i, title: 'x'.repeat(20) })),
});
const payload = Buffer.from(body.padEnd(1024, ' '));
http
  .createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': payload.length });
    response.end(payload);
  })
  .listen(port, '127.0.0.1', () => process.send?.('ready'));
