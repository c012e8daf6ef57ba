/** Where server code reads the time from, so the simulation and its tests can fast-forward. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to: for tests and deterministic simulation runs. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | number = Date.UTC(2300, 0, 1)) {
    this.current = typeof start === 'number' ? start : start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }

  set(time: Date): void {
    this.current = time.getTime();
  }
}
