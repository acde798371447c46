/**
 * How many model calls one run makes at once: additive increase, multiplicative decrease. A 429 halves the
 * limit (never below 1); each success grows it back by one, up to the run's concurrency.
 */
export class AdaptiveLimit {
  private active = 0;
  private current: number;
  private readonly waiters: Array<() => void> = [];

  constructor(readonly max: number) {
    this.current = max;
  }

  get limit(): number {
    return this.current;
  }

  get inFlight(): number {
    return this.active;
  }

  async acquire(): Promise<void> {
    while (this.active >= this.current) {
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
    this.active += 1;
  }

  release(): void {
    this.active -= 1;
    this.wake();
  }

  onRateLimited(): void {
    this.current = Math.max(1, Math.floor(this.current / 2));
  }

  onSuccess(): void {
    if (this.current < this.max) {
      this.current += 1;
      this.wake();
    }
  }

  private wake(): void {
    let free = this.current - this.active;
    while (free > 0 && this.waiters.length > 0) {
      (this.waiters.shift() as () => void)();
      free -= 1;
    }
  }
}
