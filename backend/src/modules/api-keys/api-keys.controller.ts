import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { IdParam } from '../../common/decorators/id-param.decorator';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import type { AuthUser } from '../auth/auth-user';
import { Authenticated, CurrentUser, RequiresPassword } from '../auth/decorators';
import { ApiKeysService } from './api-keys.service';
import { ApiKeyDto, CreatedApiKeyDto, CreateApiKeyDto } from './dto/api-key.dto';

@ApiTags('api-keys')
@Authenticated()
@Controller('api-keys')
export class ApiKeysController {
  constructor(private readonly apiKeys: ApiKeysService) {}

  /** The caller's API keys (never the secrets). */
  @Get()
  @ApiOkResponse({ type: [ApiKeyDto] })
  list(@CurrentUser() auth: AuthUser): Promise<ApiKeyDto[]> {
    return this.apiKeys.list(auth);
  }

  /** Creates a key; the response is the only time the full secret is shown. */
  @Post()
  @RequiresPassword()
  @ApiCreatedResponse({ type: CreatedApiKeyDto })
  create(@CurrentUser() auth: AuthUser, @Body() dto: CreateApiKeyDto): Promise<CreatedApiKeyDto> {
    return this.apiKeys.create(auth, dto);
  }

  /** Deletes a key; it is refused from the next request on. */
  @Delete(':id')
  @HttpCode(204)
  @RequiresPassword()
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  remove(@CurrentUser() auth: AuthUser, @IdParam('API key not found.') id: string): Promise<void> {
    return this.apiKeys.remove(auth, id);
  }
}
