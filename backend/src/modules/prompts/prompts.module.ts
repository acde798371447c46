import { Module } from '@nestjs/common';
import { PromptToolsService } from './prompt-tools.service';
import { PromptsController } from './prompts.controller';
import { PromptsService } from './prompts.service';

@Module({ controllers: [PromptsController], providers: [PromptsService, PromptToolsService] })
export class PromptsModule {}
