import { Module } from '@nestjs/common';
import { PlaygroundPlanner } from './playground-plan.service';
import { PlaygroundSessionsService } from './playground-sessions.service';
import { PlaygroundController } from './playground.controller';
import { PlaygroundProcessor } from './playground.processor';
import { PlaygroundService } from './playground.service';

@Module({
  controllers: [PlaygroundController],
  providers: [PlaygroundService, PlaygroundPlanner, PlaygroundSessionsService, PlaygroundProcessor],
})
export class PlaygroundModule {}
