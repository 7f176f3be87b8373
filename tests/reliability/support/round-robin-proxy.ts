import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A small reverse proxy on loopback, as nginx's plain round-robin `upstream` would be: each request goes to
// the next upstream in turn (no sticky sessions), the client's address is appended to X-Forwarded-For, and
// the answer comes back streamed (Server-Sent Events included), with an `x-upstream` header naming which
// upstream served it so a test can show that both did.

export interface RoundRobinProxy {
  url: string;
  /** How many requests each upstream has been sent. */
  served: number[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const served = upstreams.map(() => 0);
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const which = next;
    next = (next + 1) % upstreams.length;
    served[which] = (served[which] ?? 0) + 1;
    const target = new URL(incoming.url ?? '/', upstreams[which]);
    const client = incoming.socket.remoteAddress ?? '127.0.0.1';
    const before = incoming.headers['x-forwarded-for'];
    const upstream = forward(
      target,
      {
        method: incoming.method,
        headers: { ...incoming.headers, 'x-forwarded-for': before ? `${before}, ${client}` : client },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(which) });
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'application/json' });
      outgoing.end('{"error":"upstream failed","code":"BAD_GATEWAY"}');
    });
    outgoing.on('close', () => upstream.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
