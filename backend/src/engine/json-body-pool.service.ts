import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import { ENGINE_NICE_INCREMENT } from './engine-pool.service';

/** Plain JavaScript beside this file, in src and in dist (like engine.worker.js). */
export const JSON_BODY_WORKER_FILE = join(__dirname, 'json-body.worker.js');

/** Bodies from this size on are parsed off the request thread: below it, handing over costs more than parsing. */
export const OFF_THREAD_JSON_BYTES = 256 * 1024;

/** A thread left idle this long ends; the next large body starts one again. */
const IDLE_MS = 60_000;

export type ParsedJsonBody = { error: 'parse' | 'depth' } | { value: unknown; clean: boolean; error?: undefined };

/**
 * One worker thread that decodes and parses large JSON request bodies (token analysis takes 2 MB, playground batches
 * 12 MB), apart from the engine pool so that a body never waits behind analyses. On the request thread a 2 MB body
 * costs about 10 ms of decoding, parsing and checking; several arriving at once kept every other request waiting for
 * all of them (e2e/bench section 7).
 */
@Injectable()
export class JsonBodyPool implements OnApplicationShutdown {
  private pool?: Piscina;

  async parse(bytes: Buffer, maxDepth: number): Promise<ParsedJsonBody> {
    // At the engine threads' lower CPU priority: parsing a large upload takes only the CPU that requests leave.
    this.pool ??= new Piscina({
      filename: JSON_BODY_WORKER_FILE,
      minThreads: 0,
      maxThreads: 1,
      idleTimeout: IDLE_MS,
      niceIncrement: ENGINE_NICE_INCREMENT,
    });
    // Copied to the thread (a memcpy), not transferred: the request keeps its raw bytes (`req.rawBody`).
    return (await this.pool.run({ bytes, maxDepth })) as ParsedJsonBody;
  }

  async onApplicationShutdown(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.close();
  }
}
