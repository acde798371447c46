import { DynamicModule, Global, Module } from '@nestjs/common';
import type { ProcessRole } from '../queue/process-role';
import { ENGINE_START_AT_BOOT, EnginePool } from './engine-pool.service';

/**
 * The pool of worker threads for the engine's heavy functions, injectable as `EnginePool` everywhere. The API starts
 * its threads with the app; the queue worker only when a job first needs one.
 */
@Global()
@Module({})
export class EngineModule {
  static forRoot(role: ProcessRole): DynamicModule {
    return {
      module: EngineModule,
      providers: [EnginePool, { provide: ENGINE_START_AT_BOOT, useValue: role === 'api' }],
      exports: [EnginePool, ENGINE_START_AT_BOOT],
    };
  }
}
