import { Body, Controller, Get, Injectable, Module, Post, Query, Sse, type MessageEvent } from '@nestjs/common';
import { interval, map, take, type Observable } from 'rxjs';
import { IsEmail, IsInt, IsOptional, IsString, Max, Min, MinLength } from 'class-validator';
import { type Job, JobHandler, JobProcessor } from '../../src/queue/job';
import { JobsService } from '../../src/queue/jobs.service';
import { Public } from '../../src/common/decorators/public.decorator';

/**
 * Routes and a job processor that exist only in the test suite, to exercise the HTTP conventions and both
 * queue modes without any demo code in the product.
 */
export const TEST_QUEUE = 'test-jobs';

class EchoBody {
  @IsString()
  @MinLength(2, { message: 'Name must be at least 2 characters' })
  name: string;

  @IsEmail({}, { message: 'Please enter a valid email' })
  email: string;
}

class JobBody {
  @IsString()
  label: string;

  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(2000)
  sleepMs?: number;
}

@Injectable()
@JobProcessor(TEST_QUEUE)
export class RecordingProcessor {
  readonly processed: Job<JobBody>[] = [];
  running = 0;
  maxRunning = 0;

  @JobHandler('record')
  async record(job: Job<JobBody>): Promise<void> {
    this.running += 1;
    this.maxRunning = Math.max(this.maxRunning, this.running);
    await new Promise((resolve) => setTimeout(resolve, job.data.sleepMs ?? 0));
    this.running -= 1;
    this.processed.push(job);
  }
}

@Public()
@Controller('test-fixtures')
class FixturesController {
  constructor(private readonly jobs: JobsService) {}

  @Post('echo')
  echo(@Body() body: EchoBody) {
    return body;
  }

  @Get('boom')
  boom(): never {
    throw new Error('internal detail that must not leak');
  }

  /** A JSON answer of about `bytes` bytes (compression threshold tests). */
  @Get('sized')
  sized(@Query('bytes') bytes = '100') {
    return { text: 'x'.repeat(Math.max(0, Number(bytes) - 11)) };
  }

  /** Three Server-Sent Events of 2 KB each, 20 ms apart (the playground streams this way). */
  @Sse('events')
  events(): Observable<MessageEvent> {
    return interval(20).pipe(
      take(3),
      map((index) => ({ data: { index, text: 'y'.repeat(2048) } })),
    );
  }

  @Post('jobs')
  async enqueue(@Body() body: JobBody) {
    const job = await this.jobs.enqueue(TEST_QUEUE, 'record', body);
    return { id: job.id };
  }
}

@Module({ controllers: [FixturesController], providers: [RecordingProcessor] })
export class FixturesModule {}
