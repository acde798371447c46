import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { ProviderKeysService } from '../../llm/keys/provider-keys.service';
import { LlmGateway } from '../../llm/llm-gateway.service';
import type { Provider } from '../../llm/providers';
import type { AuthUser } from '../auth/auth-user';
import { Authenticated, CurrentUser, RequiresPassword } from '../auth/decorators';
import { ProviderKeyStatusDto, ProviderKeyTestResultDto, SaveProviderKeyDto } from './dto/provider-key.dto';
import { ApiProviderParam, ProviderParam } from './provider-param.decorator';

/**
 * Settings → LLM Providers. Saving and removing a key needs a password session: with a stolen API key
 * alone, nobody can redirect the user's calls (and prompts) to a key or base URL of their choosing.
 */
@ApiTags('provider-keys')
@Authenticated()
@Controller('user/provider-keys')
export class ProviderKeysController {
  constructor(
    private readonly keys: ProviderKeysService,
    private readonly gateway: LlmGateway,
  ) {}

  /** One row per provider: none, the server's key, or your key (masked). */
  @Get()
  @ApiOkResponse({ type: [ProviderKeyStatusDto] })
  list(@CurrentUser() auth: AuthUser): Promise<ProviderKeyStatusDto[]> {
    return this.keys.list(auth.userId);
  }

  /** Saves (or replaces) your key for the provider; your key wins over the server's. */
  @Put(':provider')
  @RequiresPassword()
  @ApiProviderParam()
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiOkResponse({ type: ProviderKeyStatusDto })
  save(@CurrentUser() auth: AuthUser, @ProviderParam() provider: Provider, @Body() dto: SaveProviderKeyDto): Promise<ProviderKeyStatusDto> {
    return this.keys.save(auth.userId, provider, dto);
  }

  /** Removes your key; calls fall back to the server's key, if there is one. */
  @Delete(':provider')
  @HttpCode(204)
  @RequiresPassword()
  @ApiProviderParam()
  remove(@CurrentUser() auth: AuthUser, @ProviderParam() provider: Provider): Promise<void> {
    return this.keys.remove(auth.userId, provider);
  }

  /** A minimal real call with the key in effect; the provider's error comes back as `ok: false`. */
  @Post(':provider/test')
  @HttpCode(200)
  @ApiProviderParam()
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: "Today's budget on the server's keys is used up" })
  @ApiOkResponse({ type: ProviderKeyTestResultDto })
  test(@CurrentUser() auth: AuthUser, @ProviderParam() provider: Provider): Promise<ProviderKeyTestResultDto> {
    return this.gateway.testKey(auth.userId, provider);
  }
}
