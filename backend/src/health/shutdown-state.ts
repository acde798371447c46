import { Injectable } from '@nestjs/common';

/** Set when shutdown begins so readiness turns 503 while in-flight work finishes. */
@Injectable()
export class ShutdownState {
  private shuttingDown = false;

  begin(): void {
    this.shuttingDown = true;
  }

  get isShuttingDown(): boolean {
    return this.shuttingDown;
  }
}
