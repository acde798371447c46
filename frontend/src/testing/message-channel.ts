/**
 * jsdom has no MessageChannel; antd's form (@rc-component/form) schedules with one. A stand-in that
 * delivers on a timer is enough for it. Node's own MessageChannel would keep jest from exiting.
 */
type Listener = ((event: { data: unknown }) => void) | null;

class TimerMessagePort {
  onmessage: Listener = null;
  other: TimerMessagePort | null = null;
  postMessage(data: unknown): void {
    const target = this.other;
    setTimeout(() => target?.onmessage?.({ data }), 0);
  }
  start(): void {}
  close(): void {
    this.onmessage = null;
  }
  addEventListener(): void {}
  removeEventListener(): void {}
}

class TimerMessageChannel {
  readonly port1 = new TimerMessagePort();
  readonly port2 = new TimerMessagePort();
  constructor() {
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
}

if (typeof window !== 'undefined' && typeof globalThis.MessageChannel === 'undefined') {
  Object.defineProperty(globalThis, 'MessageChannel', { configurable: true, writable: true, value: TimerMessageChannel });
}

export {};
