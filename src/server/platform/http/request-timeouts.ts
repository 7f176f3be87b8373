/**
 * A request must arrive whole (headers and body) within `requestMs`, its headers within 20 s, or it is
 * answered 408 and its connection closed: a body sent a byte at a time would otherwise hold a connection and
 * its buffers for as long as the sender likes. Node checks open connections every few seconds, not each
 * 30 s as by default. A response streamed for longer (the live notifications) is not affected.
 */
export function requestTimeouts(requestMs: number) {
  const headersTimeout = Math.min(20_000, requestMs);
  return {
    requestTimeout: requestMs,
    http: {
      requestTimeout: requestMs,
      headersTimeout,
      connectionsCheckingInterval: Math.min(5_000, Math.ceil(headersTimeout / 4)),
    },
  };
}
