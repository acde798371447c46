import { BullModule, getQueueToken } from '@nestjs/bull';
import { DynamicModule, Global, Module, Provider } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import type { Queue } from 'bull';
import type { AppConfig } from '../config/env';
import { BullTransport } from './bull.transport';
import { InProcessTransport } from './in-process.transport';
import { JobProcessorExplorer } from './job-processor.explorer';
import { JOB_TRANSPORT } from './job-transport';
import { JobsService } from './jobs.service';
import { PROCESS_ROLE, type ProcessRole } from './process-role';
import { QUEUE_NAMES } from './queue-names';

export interface QueueModuleOptions {
  config: AppConfig;
  role: ProcessRole;
  /** Queues beyond QUEUE_NAMES (the test suite registers its own). */
  extraQueues?: readonly string[];
}

/** Decides the job transport once, from whether REDIS_URL is set: Bull on Redis, or in-process. */
@Global()
@Module({})
export class QueueModule {
  static forRoot({ config, role, extraQueues = [] }: QueueModuleOptions): DynamicModule {
    const names = [...new Set([...QUEUE_NAMES, ...extraQueues])];
    const { redisUrl, prefix, concurrency } = config.queue;
    const shared: Provider[] = [
      JobsService,
      JobProcessorExplorer,
      { provide: PROCESS_ROLE, useValue: role },
    ];
    if (!redisUrl) {
      return {
        module: QueueModule,
        imports: [DiscoveryModule],
        providers: [...shared, { provide: JOB_TRANSPORT, useFactory: () => new InProcessTransport(concurrency) }],
        exports: [JobsService],
      };
    }
    return {
      module: QueueModule,
      imports: [
        DiscoveryModule,
        BullModule.forRoot({ url: redisUrl, prefix, redis: bullRedisOptions() }),
        BullModule.registerQueue(...names.map((name) => ({ name }))),
      ],
      providers: [
        ...shared,
        {
          provide: JOB_TRANSPORT,
          inject: names.map((name) => getQueueToken(name)),
          useFactory: (...queues: Queue[]) => new BullTransport(new Map(names.map((name, index) => [name, queues[index]])), redisUrl),
        },
      ],
      exports: [JobsService],
    };
  }
}

/** Reconnect with a capped backoff and never let a command wait for a connection that may not come back. */
function bullRedisOptions() {
  return {
    retryStrategy: (attempt: number) => Math.min(attempt * 500, 5_000),
    connectTimeout: 2_000,
  };
}
