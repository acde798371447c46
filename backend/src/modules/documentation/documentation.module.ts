import { Module } from '@nestjs/common';
import { DocumentationController } from './documentation.controller';
import { DocumentationProcessor } from './documentation.processor';
import { DocumentationService } from './documentation.service';

@Module({
  controllers: [DocumentationController],
  providers: [DocumentationService, DocumentationProcessor],
})
export class DocumentationModule {}
