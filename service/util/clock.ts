/** Injectable time, so retry schedules and lockouts are tested without waiting. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export const isoNow = (clock: Clock = systemClock): string => new Date(clock.now()).toISOString();

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  constructor(private t = Date.UTC(2026, 0, 1)) {}
  now(): number {
    return this.t;
  }
  advance(ms: number): void {
    this.t += ms;
  }
  set(ms: number): void {
    this.t = ms;
  }
}

/**
 * The service's clock: the base clock, except while a synchronous piece of work runs at a time
 * of its choosing (the demo generator books its sales at past instants). Nothing else can run
 * during that work, so requests and timers never see the chosen time.
 */
export class ServiceClock implements Clock {
  private fixed: number | null = null;
  constructor(private readonly base: Clock = systemClock) {}
  now(): number {
    return this.fixed ?? this.base.now();
  }
  at<T>(ms: number, work: () => T): T {
    if (this.fixed !== null) throw new Error('ServiceClock.at does not nest.');
    this.fixed = ms;
    try {
      return work();
    } finally {
      this.fixed = null;
    }
  }
}
