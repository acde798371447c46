import { ServiceUnavailableException } from '@nestjs/common';

export class QueueUnavailableError extends ServiceUnavailableException {
  constructor() {
    super('The job queue is unavailable right now. Please try again in a moment.');
  }
}
