import { transformFileSync } from '@swc/core';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lowerStartupThreadsPriority, type ThreadPriorityAccess } from './thread-priority';

function fakeThreads(nice: Record<number, number>): ThreadPriorityAccess & { nice: Record<number, number> } {
  return {
    nice,
    threadIds: () => Object.keys(nice).map(Number),
    getPriority: (id) => nice[id],
    setPriority: (id, priority) => {
      nice[id] = priority;
    },
  };
}

describe('lowerStartupThreadsPriority', () => {
  it('lowers every thread but the main one, never beyond nice 19', () => {
    const threads = fakeThreads({ [process.pid]: 0, 101: 0, 102: 5, 103: 15 });
    expect(lowerStartupThreadsPriority(10, threads)).toBe(3);
    expect(threads.nice).toEqual({ [process.pid]: 0, 101: 10, 102: 15, 103: 19 });
  });

  it('skips a thread that ended meanwhile and does nothing where threads are not listed', () => {
    const threads = fakeThreads({ [process.pid]: 0, 101: 0 });
    threads.threadIds = () => [process.pid, 101, 102];
    threads.getPriority = (id) => {
      if (!(id in threads.nice)) throw new Error('ESRCH');
      return threads.nice[id];
    };
    expect(lowerStartupThreadsPriority(10, threads)).toBe(1);
    expect(lowerStartupThreadsPriority(10, { ...threads, threadIds: () => undefined })).toBe(0);
  });

  // The real thing, in a fresh Node process: the threads Node starts with are lowered, the main thread and libuv's pool
  // (started afterwards by an asynchronous file read) keep their priority.
  (process.platform === 'linux' ? it : it.skip)('lowers the threads a fresh Node process starts with, and not libuv pool started later', () => {
    const dir = mkdtempSync(join(tmpdir(), 'thread-priority-'));
    try {
      writeFileSync(join(dir, 'thread-priority.js'), transformFileSync(join(__dirname, 'thread-priority.ts'), { module: { type: 'commonjs' }, jsc: { target: 'es2022' } }).code);
      writeFileSync(
        join(dir, 'run.js'),
        `const { readdirSync, readFileSync, promises } = require('node:fs');
        const { lowerStartupThreadsPriority } = require('./thread-priority.js');
        const nice = () => Object.fromEntries(readdirSync('/proc/self/task').map((id) => [id, Number(readFileSync('/proc/self/task/' + id + '/stat', 'utf8').split(') ')[1].split(' ')[16])]));
        const before = nice();
        const lowered = lowerStartupThreadsPriority(10);
        promises.readFile(__filename).then(() => console.log(JSON.stringify({ pid: process.pid, before, lowered, after: nice() })));`,
      );
      const { pid, before, lowered, after } = JSON.parse(execFileSync(process.execPath, [join(dir, 'run.js')], { encoding: 'utf8' })) as {
        pid: number;
        before: Record<string, number>;
        lowered: number;
        after: Record<string, number>;
      };
      const startupThreads = Object.keys(before).filter((id) => Number(id) !== pid);
      const laterThreads = Object.keys(after).filter((id) => !(id in before));
      expect(startupThreads.length).toBeGreaterThan(0);
      expect(lowered).toBe(startupThreads.length);
      expect(laterThreads.length).toBeGreaterThan(0);
      for (const id of startupThreads) expect(after[id]).toBe(Math.min(19, before[id] + 10));
      for (const id of laterThreads) expect(after[id]).toBe(before[pid]);
      expect(after[pid]).toBe(before[pid]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
