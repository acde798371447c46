import { Injectable } from '@nestjs/common';
import { EngineProcess } from './engine-process.service';

/** Bodies from this size on are parsed off the request thread: below it, handing over costs more than parsing. */
export const OFF_THREAD_JSON_BYTES = 256 * 1024;

export type ParsedJsonBody = { error: 'parse' | 'depth' } | { value: unknown; clean: boolean; error?: undefined };

/**
 * Decodes and parses large JSON request bodies (token analysis takes 2 MB, playground batches 12 MB) on a thread of the
 * engine process (json-body.worker.js), apart from the engine pool so that a body never waits behind analyses. On the
 * request thread a 2 MB body costs about 10 ms of decoding, parsing and checking; several arriving at once kept every
 * other request waiting for all of them (e2e/bench section 7).
 */
@Injectable()
export class JsonBodyPool {
  constructor(private readonly engineProcess: EngineProcess) {}

  async parse(bytes: Buffer, maxDepth: number): Promise<ParsedJsonBody> {
    // Copied to the engine process: the request keeps its raw bytes (`req.rawBody`).
    return (await this.engineProcess.run('json', { bytes, maxDepth })) as ParsedJsonBody;
  }
}
