import { DynamicModule, Global, Module } from '@nestjs/common';
import type { ProcessRole } from '../queue/process-role';
import { ENGINE_START_AT_BOOT, EnginePool } from './engine-pool.service';
import { EngineProcess } from './engine-process.service';
import { JsonBodyPool } from './json-body-pool.service';

/**
 * The engine's heavy functions, injectable as `EnginePool` everywhere; they run on the worker threads of a child
 * process at a lower CPU priority (`EngineProcess`). The API starts that process with the app; the queue worker only
 * when a job first needs it. Also the thread there that parses large request bodies (`JsonBodyPool`).
 */
@Global()
@Module({})
export class EngineModule {
  static forRoot(role: ProcessRole): DynamicModule {
    return {
      module: EngineModule,
      providers: [EngineProcess, EnginePool, JsonBodyPool, { provide: ENGINE_START_AT_BOOT, useValue: role === 'api' }],
      exports: [EngineProcess, EnginePool, JsonBodyPool, ENGINE_START_AT_BOOT],
    };
  }
}
