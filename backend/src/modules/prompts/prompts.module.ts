import { Module } from '@nestjs/common';
import { PromptLabelsService } from './prompt-labels.service';
import { PromptToolsService } from './prompt-tools.service';
import { PromptsController } from './prompts.controller';
import { PromptsService } from './prompts.service';

@Module({ controllers: [PromptsController], providers: [PromptsService, PromptToolsService, PromptLabelsService] })
export class PromptsModule {}
