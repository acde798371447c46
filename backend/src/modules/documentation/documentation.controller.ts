import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Post, Put, Req, Res, UseInterceptors } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import { DEPENDENCY_MESSAGES, TECH_ANALYSIS_TYPES, type TechAnalysisType } from '@promptforge/prompt-engine';
import type { Request, Response } from 'express';
import { IdParam } from '../../common/decorators/id-param.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { ApiEngineBusyResponses } from '../../engine/engine-busy.decorator';
import type { AuthUser } from '../auth/auth-user';
import { Authenticated, CurrentUser, RequiresActiveSubscription } from '../auth/decorators';
import { DependencyUploadInterceptor, UPLOAD_FIELD } from './dependency-upload.interceptor';
import { DocumentationService, type UploadedDependencyFile } from './documentation.service';
import {
  DependencyAnalysisDto,
  DOCUMENT_MESSAGES,
  DocumentationJobDto,
  DocumentDto,
  GenerateDocumentDto,
  GenerateResultDto,
  SaveDocumentDto,
} from './dto/documentation.dto';

@ApiTags('documentation')
@Authenticated()
@RequiresActiveSubscription()
@Controller('documentation')
export class DocumentationController {
  constructor(private readonly documentation: DocumentationService) {}

  /** The caller's documents, newest first. */
  @Get()
  @ApiOkResponse({ type: [DocumentDto] })
  list(@CurrentUser() auth: AuthUser): Promise<DocumentDto[]> {
    return this.documentation.list(auth.userId);
  }

  /**
   * Generates a document as a queued job and saves it. Answers the markdown and the saved document when the job ends
   * within DOCS_SYNC_TIMEOUT_MS (30 s), else 202 with the job (follow it at /documentation/jobs/{id}).
   */
  @Post('generate')
  @ApiEngineBusyResponses()
  @HttpCode(200)
  @ApiOkResponse({ type: GenerateResultDto })
  @ApiAcceptedResponse({ type: DocumentationJobDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async generate(@CurrentUser() auth: AuthUser, @Body() dto: GenerateDocumentDto, @Res({ passthrough: true }) res: Response): Promise<GenerateResultDto | DocumentationJobDto> {
    const outcome = await this.documentation.generate(auth.userId, dto);
    res.status(outcome.status);
    return outcome.body;
  }

  /** A generation job: queued, running, completed (with its document) or failed (with the reason). */
  @Get('jobs/:id')
  @ApiOkResponse({ type: DocumentationJobDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  getJob(@CurrentUser() auth: AuthUser, @IdParam(DOCUMENT_MESSAGES.jobNotFound) id: string): Promise<DocumentationJobDto> {
    return this.documentation.getJob(auth.userId, id);
  }

  /**
   * Tech-stack analysis of up to 10 dependency files (1 MB each; package.json, requirements.txt, Gemfile,
   * composer.json, pom.xml, build.gradle(.kts), Cargo.toml, go.mod), offline. `analysis_types` (repeated or
   * comma-separated): dependencies (default), security, performance, licensing, updates.
   */
  @Post('analyze-dependencies')
  @ApiEngineBusyResponses()
  @HttpCode(200)
  @UseInterceptors(DependencyUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [UPLOAD_FIELD],
      properties: {
        [UPLOAD_FIELD]: { type: 'array', items: { type: 'string', format: 'binary' }, maxItems: 10 },
        analysis_types: { type: 'string', description: 'Comma-separated: dependencies, security, performance, licensing, updates' },
      },
    },
  })
  @ApiOkResponse({ type: DependencyAnalysisDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto })
  analyzeDependencies(@CurrentUser() auth: AuthUser, @Req() req: Request): Promise<DependencyAnalysisDto> {
    const files = ((req as Request & { files?: unknown }).files ?? []) as UploadedDependencyFile[];
    if (!Array.isArray(files) || files.length === 0) throw new BadRequestException(DEPENDENCY_MESSAGES.noFiles);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const unknownFields = Object.keys(body).filter((key) => key !== 'analysis_types');
    if (unknownFields.length > 0) throw new BadRequestException(`property ${unknownFields[0]} should not exist`);
    const raw = body.analysis_types;
    const requested = (Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : []).flatMap((value) => String(value).split(',')).map((value) => value.trim()).filter(Boolean);
    const invalid = requested.find((value) => !TECH_ANALYSIS_TYPES.includes(value as TechAnalysisType));
    if (invalid !== undefined) throw new BadRequestException(`analysis_types must be a list of: ${TECH_ANALYSIS_TYPES.join(', ')}`);
    return this.documentation.analyzeDependencies(auth.userId, files, requested as TechAnalysisType[]) as unknown as Promise<DependencyAnalysisDto>;
  }

  @Get(':id')
  @ApiOkResponse({ type: DocumentDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  get(@CurrentUser() auth: AuthUser, @IdParam(DOCUMENT_MESSAGES.documentNotFound) id: string): Promise<DocumentDto> {
    return this.documentation.get(auth.userId, id);
  }

  /** Saves a document (title 1–200 characters, content up to 1 MB, one of the six types). */
  @Post()
  @ApiCreatedResponse({ type: DocumentDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  create(@CurrentUser() auth: AuthUser, @Body() dto: SaveDocumentDto): Promise<DocumentDto> {
    return this.documentation.create(auth.userId, dto);
  }

  @Put(':id')
  @ApiOkResponse({ type: DocumentDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  update(@CurrentUser() auth: AuthUser, @IdParam(DOCUMENT_MESSAGES.documentNotFound) id: string, @Body() dto: SaveDocumentDto): Promise<DocumentDto> {
    return this.documentation.update(auth.userId, id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  remove(@CurrentUser() auth: AuthUser, @IdParam(DOCUMENT_MESSAGES.documentNotFound) id: string): Promise<void> {
    return this.documentation.remove(auth.userId, id);
  }
}
