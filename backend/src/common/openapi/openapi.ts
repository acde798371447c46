import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { ErrorResponseDto } from '../dto/error-response.dto';

export const OPENAPI_JSON_PATH = 'api/openapi.json';
export const SWAGGER_UI_PATH = 'api/docs';

/** The API contract, generated from the controllers and DTOs (the swagger CLI plugin documents DTO fields). */
export function createOpenApiDocument(app: INestApplication, version: string): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('PromptForge API')
    .setDescription(
      'Write, test, measure and ship prompts for large language models. Authenticate with a session token or an ' +
        'API key, both sent as `Authorization: Bearer <token>`. Every error has the shape of ErrorResponseDto.',
    )
    .setVersion(version)
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'A session token (JWT) or an API key' }, 'bearer')
    .build();
  return SwaggerModule.createDocument(app, config, {
    extraModels: [ErrorResponseDto],
    operationIdFactory: (controllerKey, methodKey) => `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
  });
}

export function serveOpenApi(app: INestApplication, document: OpenAPIObject): void {
  SwaggerModule.setup(SWAGGER_UI_PATH, app, document, {
    jsonDocumentUrl: OPENAPI_JSON_PATH,
    yamlDocumentUrl: 'api/openapi.yaml',
    customSiteTitle: 'PromptForge API',
  });
}
