import { DynamicModule, Global, Module } from '@nestjs/common';
import type { ProcessRole } from '../queue/process-role';
import { ENGINE_START_AT_BOOT, EnginePool } from './engine-pool.service';
import { JsonBodyPool } from './json-body-pool.service';

/**
 * The pool of worker threads for the engine's heavy functions, injectable as `EnginePool` everywhere. The API starts
 * its threads with the app; the queue worker only when a job first needs one. Also the thread that parses large
 * request bodies (`JsonBodyPool`).
 */
@Global()
@Module({})
export class EngineModule {
  static forRoot(role: ProcessRole): DynamicModule {
    return {
      module: EngineModule,
      providers: [EnginePool, JsonBodyPool, { provide: ENGINE_START_AT_BOOT, useValue: role === 'api' }],
      exports: [EnginePool, JsonBodyPool, ENGINE_START_AT_BOOT],
    };
  }
}
