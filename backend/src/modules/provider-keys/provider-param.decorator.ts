import { applyDecorators, NotFoundException, Param, type PipeTransform } from '@nestjs/common';
import { ApiNotFoundResponse, ApiParam } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/dto/error-response.dto';
import { isProvider, PROVIDERS, type Provider } from '../../llm/providers';

const toProvider: PipeTransform<string, Provider> = {
  transform(value: string): Provider {
    if (!isProvider(value)) {
      throw new NotFoundException(`Unknown provider "${value}". Providers: ${PROVIDERS.join(', ')}.`);
    }
    return value;
  },
};

/** The `:provider` route parameter; an unknown provider is a 404. */
export const ProviderParam = () => Param('provider', toProvider);

/** Documents the `:provider` parameter of a route. */
export const ApiProviderParam = () =>
  applyDecorators(ApiParam({ name: 'provider', enum: PROVIDERS, enumName: 'Provider' }), ApiNotFoundResponse({ type: ErrorResponseDto }));
