import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Coalescer } from '../../src/server/platform/db/coalesced-notify';

// The coalescer behind the payload-less NOTIFYs (src/server/platform/db/coalesced-notify.ts), with a send
// the test finishes by hand: a pure concurrency helper, so no database is needed to show its promises.

interface Send {
  index: number;
  done: boolean;
  finish(): void;
  fail(error: Error): void;
}

interface Caller {
  outcome: 'waiting' | 'sent' | Error;
  /** Sends from this index on started after the call. */
  coveredBySendFrom: number;
  /** When answered, one of those had ended. */
  settledAfter: boolean;
}

/** A coalescer whose sends wait for the test, and what each caller saw. */
function harness() {
  const sends: Send[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const coalescer = new Coalescer(
    () =>
      new Promise<void>((resolve, reject) => {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        const send: Send = {
          index: sends.length,
          done: false,
          finish: () => {
            send.done = true;
            inFlight -= 1;
            resolve();
          },
          fail: (error) => {
            send.done = true;
            inFlight -= 1;
            reject(error);
          },
        };
        sends.push(send);
      }),
  );
  const callers: Caller[] = [];
  const call = () => {
    const caller: Caller = { outcome: 'waiting', coveredBySendFrom: sends.length, settledAfter: false };
    callers.push(caller);
    const settled = () => sends.some((s) => s.index >= caller.coveredBySendFrom && s.done);
    void coalescer.run().then(
      () => {
        caller.outcome = 'sent';
        caller.settledAfter = settled();
      },
      (error: Error) => {
        caller.outcome = error;
        caller.settledAfter = settled();
      },
    );
    return caller;
  };
  return { sends, callers, call, mostInFlight: () => mostInFlight };
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('Coalescer', () => {
  it('sends at once for a lone caller, who is answered once it is sent', async () => {
    const h = harness();
    const caller = h.call();
    expect(h.sends).toHaveLength(1);
    await tick();
    expect(caller.outcome).toBe('waiting');
    h.sends[0]!.finish();
    await tick();
    expect(caller).toMatchObject({ outcome: 'sent', settledAfter: true });
  });

  it('gives N callers arriving during a send exactly one more send, started after the first ends', async () => {
    const h = harness();
    const first = h.call();
    const others = Array.from({ length: 10 }, () => h.call());
    await tick();
    // They did not join the send in flight: it may have left before their writes committed.
    expect(h.sends).toHaveLength(1);
    h.sends[0]!.finish();
    await tick();
    expect(first.outcome).toBe('sent');
    expect(others.every((c) => c.outcome === 'waiting')).toBe(true);
    expect(h.sends).toHaveLength(2);
    // One arriving during the second send waits for a third.
    const late = h.call();
    h.sends[1]!.finish();
    await tick();
    expect(others.every((c) => c.outcome === 'sent' && c.settledAfter)).toBe(true);
    expect(late.outcome).toBe('waiting');
    expect(h.sends).toHaveLength(3);
    h.sends[2]!.finish();
    await tick();
    expect(late).toMatchObject({ outcome: 'sent', settledAfter: true });
    expect(h.mostInFlight()).toBe(1);
  });

  it("rejects a failed send's callers only, and sends again for the next", async () => {
    const h = harness();
    const first = h.call();
    const waiting = [h.call(), h.call()];
    h.sends[0]!.fail(new Error('connection lost'));
    await tick();
    expect((first.outcome as Error).message).toBe('connection lost');
    // Their send is the next one, which the failure does not cancel.
    expect(waiting.every((c) => c.outcome === 'waiting')).toBe(true);
    expect(h.sends).toHaveLength(2);
    h.sends[1]!.fail(new Error('still down'));
    await tick();
    expect(waiting.map((c) => (c.outcome as Error).message)).toEqual(['still down', 'still down']);
    const after = h.call();
    expect(h.sends).toHaveLength(3);
    h.sends[2]!.finish();
    await tick();
    expect(after.outcome).toBe('sent');
  });

  it('rejects when the send throws before it returns a promise', async () => {
    const coalescer = new Coalescer(() => {
      throw new Error('no connection');
    });
    await expect(coalescer.run()).rejects.toThrow('no connection');
    await expect(coalescer.run()).rejects.toThrow('no connection');
  });

  it('in any order of calls and ends, sends one at a time and answers each caller after a send that began after its call', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('call', 'call', 'finish', 'fail', 'tick'), { maxLength: 40 }),
        async (steps) => {
          const h = harness();
          for (const step of steps) {
            const open = h.sends.find((s) => !s.done);
            if (step === 'call') h.call();
            else if (step === 'finish') open?.finish();
            else if (step === 'fail') open?.fail(new Error('failed'));
            else await tick();
          }
          // Let everything still waiting be sent.
          for (let i = 0; i < 100 && h.callers.some((c) => c.outcome === 'waiting'); i++) {
            h.sends.find((s) => !s.done)?.finish();
            await tick();
          }
          expect(h.callers.every((c) => c.outcome !== 'waiting' && c.settledAfter)).toBe(true);
          expect(h.mostInFlight()).toBeLessThanOrEqual(1);
          // Never more sends than callers.
          expect(h.sends.length).toBeLessThanOrEqual(h.callers.length);
        },
      ),
      { numRuns: 200 },
    );
  });
});
