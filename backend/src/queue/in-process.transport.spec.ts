import { InProcessTransport } from './in-process.transport';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('InProcessTransport', () => {
  it('never runs more jobs at once than its concurrency, and runs them all', async () => {
    const transport = new InProcessTransport(3);
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    transport.attach('q', 'work', async (job) => {
      running += 1;
      peak = Math.max(peak, running);
      await tick(10);
      running -= 1;
      done.push(job.data as number);
    });
    await Promise.all(Array.from({ length: 10 }, (_, i) => transport.add('q', 'work', i)));
    await transport.close();
    expect(peak).toBe(3);
    expect(done.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('keeps going after a failing job', async () => {
    const transport = new InProcessTransport(1);
    const done: string[] = [];
    transport.attach('q', 'work', async (job) => {
      if (job.data === 'bad') {
        throw new Error('boom');
      }
      done.push(job.data as string);
    });
    await transport.add('q', 'work', 'bad');
    await transport.add('q', 'work', 'good');
    await transport.close();
    expect(done).toEqual(['good']);
  });

  it('refuses jobs nobody handles, and jobs after close', async () => {
    const transport = new InProcessTransport(1);
    await expect(transport.add('q', 'missing', {})).rejects.toThrow('No handler is registered for job q:missing');
    transport.attach('q', 'work', async () => undefined);
    await transport.close();
    await expect(transport.add('q', 'work', {})).rejects.toThrow('The in-process queue is shutting down');
    expect(await transport.health()).toEqual({ up: false, message: 'shutting down' });
  });

  it('repeats a scheduled job every interval until closed', async () => {
    jest.useFakeTimers();
    try {
      const transport = new InProcessTransport(1);
      const runs: string[] = [];
      transport.attach('q', 'daily', async (job) => {
        runs.push(job.id);
      });
      await transport.repeat('q', 'daily', 1000);
      await jest.advanceTimersByTimeAsync(3500);
      expect(runs).toHaveLength(3);
      await transport.close();
      await jest.advanceTimersByTimeAsync(5000);
      expect(runs).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('InProcessTransport lanes', () => {
  it('gives each handler its own limit, and addBulk runs every job', async () => {
    const transport = new InProcessTransport(2);
    let running = 0;
    let peak = 0;
    transport.attach(
      'q',
      'wide',
      async () => {
        running += 1;
        peak = Math.max(peak, running);
        await tick(10);
        running -= 1;
      },
      5,
    );
    const jobs = await transport.addBulk('q', 'wide', Array.from({ length: 12 }, (_, i) => i));
    expect(jobs.map((job) => job.data)).toEqual(Array.from({ length: 12 }, (_, i) => i));
    await transport.close();
    expect(peak).toBe(5);
  });
});
