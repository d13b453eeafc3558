import { admissionRefusals, admissionRunning, admissionWaiting } from '../metrics/registry';
import { BusyError } from './errors';

/** Limits of an {@link AdmissionGate}. */
export interface AdmissionLimits {
  /** Pieces of work running at once. */
  concurrency: number;
  /** Arrivals that may wait for a free place; any more are refused at once. */
  queue: number;
  /** What a refused client is told (`Retry-After`, in seconds). */
  retryAfterSeconds: number;
}

/**
 * Admission control: at most `concurrency` pieces of work at once, at most `queue` waiting in
 * arrival order, and anything beyond refused at once with 503 `busy` and `Retry-After`. Put in
 * front of expensive work anybody can ask for (anonymous search), it keeps the database's own
 * queue short, so everyone else's requests (and the site) stay quick during a flood.
 */
export class AdmissionGate {
  private running = 0;
  private readonly waiting: Array<{ admit: () => void }> = [];
  // The metrics follow every change (a gauge's add is a field update), so a scrape reads them as they are.
  private readonly runningGauge;
  private readonly waitingGauge;
  private readonly refusals;

  /** @param name - the gate's `gate` label in the metrics (`anonymous_search`). */
  constructor(
    private readonly limits: AdmissionLimits,
    private readonly refusal: string,
    name = 'unnamed',
  ) {
    this.runningGauge = admissionRunning.labels({ gate: name });
    this.waitingGauge = admissionWaiting.labels({ gate: name });
    this.refusals = admissionRefusals.labels({ gate: name });
  }

  /** Whether an arrival now would be refused (every place taken, the queue full). */
  get full(): boolean {
    return this.running >= this.limits.concurrency && this.waiting.length >= this.limits.queue;
  }

  /** The error a refused arrival gets: 503 `busy` with `Retry-After`. */
  refuse(): BusyError {
    this.refusals.inc();
    return new BusyError(this.refusal, this.limits.retryAfterSeconds);
  }

  /**
   * Runs `work` once a place is free (at once when one is). A wait ends when `cancelled` aborts
   * (the client has gone): its place in the queue goes to the next arrival, not to nobody.
   * @throws BusyError when every place is taken and the queue is full.
   * @throws the signal's reason when cancelled while waiting.
   */
  async run<T>(work: () => Promise<T>, cancelled?: AbortSignal): Promise<T> {
    if (this.running < this.limits.concurrency) {
      this.running += 1;
      this.runningGauge.inc();
    } else if (this.waiting.length < this.limits.queue) await this.wait(cancelled);
    else throw this.refuse();
    try {
      return await work();
    } finally {
      // The place passes straight to the next in line, or is freed.
      const next = this.waiting.shift();
      if (next === undefined) {
        this.running -= 1;
        this.runningGauge.dec();
      } else {
        this.waitingGauge.dec();
        next.admit();
      }
    }
  }

  private wait(cancelled: AbortSignal | undefined): Promise<void> {
    cancelled?.throwIfAborted();
    return new Promise<void>((resolve, reject) => {
      const entry = {
        admit: () => {
          cancelled?.removeEventListener('abort', leave);
          resolve();
        },
      };
      const leave = (): void => {
        const index = this.waiting.indexOf(entry);
        if (index !== -1) {
          this.waiting.splice(index, 1);
          this.waitingGauge.dec();
        }
        reject(cancelled?.reason);
      };
      cancelled?.addEventListener('abort', leave, { once: true });
      this.waiting.push(entry);
      this.waitingGauge.inc();
    });
  }
}
