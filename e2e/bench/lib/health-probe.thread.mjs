// The health probe of section 7 (engine-load.mjs) on its own thread, so that it times the API and not the bench's
// own event loop. workerData: { url, until: { count } | { ms } | 'stopped', everyMs }; posts the probe's numbers.
import { parentPort, workerData } from 'node:worker_threads';
import { probe } from './engine-load.mjs';

const { url, until, everyMs } = workerData;
let stopped = false;
parentPort.on('message', (message) => {
  if (message === 'stop') stopped = true;
});
let count = 0;
const endsAt = performance.now() + (until.ms ?? 0);
const stop = () => (until === 'stopped' ? stopped : until.count !== undefined ? ++count > until.count : performance.now() >= endsAt);
parentPort.postMessage(await probe(url, stop, everyMs));
