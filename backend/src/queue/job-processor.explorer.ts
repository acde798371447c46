import { MikroORM, RequestContext } from '@mikro-orm/core';
import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { AppConfig } from '../config/env';
import type { Job, JobHandlerMetadata } from './job';
import { JOB_HANDLER_NAME, JOB_PROCESSOR_QUEUE } from './job';
import { JOB_TRANSPORT, type JobTransport } from './job-transport';
import { PROCESS_ROLE, type ProcessRole } from './process-role';

/**
 * Finds `@JobProcessor` providers and attaches their `@JobHandler` methods to the transport — in the worker
 * when jobs go through Redis, in the API process when they run in-process. Each job gets its own ORM context.
 */
@Injectable()
export class JobProcessorExplorer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('JobProcessors');

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
    private readonly orm: MikroORM,
    @Inject(JOB_TRANSPORT) private readonly transport: JobTransport,
    @Inject(PROCESS_ROLE) private readonly role: ProcessRole,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.transport.mode === 'bull' && this.role === 'api') {
      return; // the worker process consumes Redis queues
    }
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      const queue = wrapper.metatype && this.reflector.get<string>(JOB_PROCESSOR_QUEUE, wrapper.metatype);
      if (!instance || !queue) {
        continue;
      }
      for (const method of this.scanner.getAllMethodNames(Object.getPrototypeOf(instance))) {
        const handler = instance[method] as (job: Job) => Promise<unknown>;
        const metadata = this.reflector.get<JobHandlerMetadata | undefined>(JOB_HANDLER_NAME, handler);
        if (metadata) {
          const { name, everyMs, concurrency } = metadata;
          this.transport.attach(queue, name, (job) => RequestContext.create(this.orm.em, () => handler.call(instance, job)), concurrency ?? this.config.queue.concurrency);
          this.logger.log(`Processing ${queue}:${name} (${this.transport.mode})`);
          if (everyMs) {
            this.transport.repeat(queue, name, everyMs).catch((error: Error) => this.logger.warn(`Could not schedule ${queue}:${name}: ${error.message}`));
          }
        }
      }
    }
  }

  /** Runs before the ORM closes, so jobs in flight can still use the database. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.transport.close();
  }
}
