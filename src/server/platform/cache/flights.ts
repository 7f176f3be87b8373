import type { FastifyRequest } from 'fastify';

// One computation per address at a time, for the guest cache: when an entry expires under load, the requests
// that miss meanwhile wait for the first one's answer instead of each computing it (a thread page drawn by
// React costs milliseconds; fifty at once every second was most of a busy page's CPU). A wait is bounded, and
// a computation that never reports back is not waited for after FLIGHT_MS.

/** The longest a request waits for another's computation of the same address (then it computes its own). */
const FLIGHT_MS = 2000;

interface Flight {
  /** The cache's generation when it started: an answer from before a write is not waited for. */
  local: number;
  started: number;
  landed: Promise<void>;
  land: () => void;
}

export class Flights {
  private readonly byUrl = new Map<string, Flight>();
  private readonly leading = new WeakMap<FastifyRequest, Flight>();

  /**
   * A bounded wait for a computation of `url` started in generation `local`, or null when there is none. Not
   * async itself: the check and the `lead` that follows a null must not be split by a turn of the event loop,
   * or every request of a burst finds no computation and starts its own.
   */
  waitFor(url: string, local: number): Promise<unknown> | null {
    const running = this.byUrl.get(url);
    if (!running || running.local !== local || Date.now() - running.started >= FLIGHT_MS) return null;
    return Promise.race([running.landed, new Promise((resolve) => setTimeout(resolve, FLIGHT_MS).unref())]);
  }

  /** Marks `request` as computing `url`, unless a live computation of it is already under way. */
  lead(request: FastifyRequest, local: number): void {
    const running = this.byUrl.get(request.url);
    if (running && running.local === local && Date.now() - running.started < FLIGHT_MS) return;
    let land = () => {};
    const landed = new Promise<void>((resolve) => {
      land = resolve;
    });
    const flight = { local, started: Date.now(), landed, land };
    this.byUrl.set(request.url, flight);
    this.leading.set(request, flight);
  }

  /** The request's computation is over (stored, refused, failed or abandoned): its waiters go on. */
  land(request: FastifyRequest): void {
    const flight = this.leading.get(request);
    if (!flight) return;
    this.leading.delete(request);
    if (this.byUrl.get(request.url) === flight) this.byUrl.delete(request.url);
    flight.land();
  }
}
