import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ModelCatalog } from '../../llm/catalog/model-catalog.service';
import { ProviderKeysService } from '../../llm/keys/provider-keys.service';
import type { AuthUser } from '../auth/auth-user';
import { Authenticated, CurrentUser } from '../auth/decorators';
import { ModelDto, toModelDto } from './dto/model.dto';

@ApiTags('models')
@Authenticated()
@Controller('models')
export class ModelsController {
  constructor(
    private readonly catalog: ModelCatalog,
    private readonly keys: ProviderKeysService,
  ) {}

  /** The enabled models of the catalogue, with whether the caller can run each one now. */
  @Get()
  @ApiOkResponse({ type: [ModelDto] })
  async list(@CurrentUser() auth: AuthUser): Promise<ModelDto[]> {
    const [models, available] = await Promise.all([this.catalog.enabled(), this.keys.availableProviders(auth.userId)]);
    return models.map((model) => toModelDto(model, available.has(model.provider)));
  }
}
