import { Module } from '@nestjs/common';
import { TokenAnalysisService } from './token-analysis.service';
import { TokensController } from './tokens.controller';

@Module({ controllers: [TokensController], providers: [TokenAnalysisService] })
export class TokensModule {}
