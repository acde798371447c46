import { Inject, Module, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { webAppMiddleware } from './web-app.middleware';
import { loadWebAssets } from './web-assets';

const WEB_DIST_DIR = Symbol('WEB_DIST_DIR');
const PUBLIC_URL = Symbol('PUBLIC_URL');

/**
 * Serves the built web app (see web-app.middleware.ts). Registered on the Express app after Nest's
 * routes, which all live under /api, and before the JSON 404.
 */
@Module({})
export class WebAppModule implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(WEB_DIST_DIR) private readonly distDir: string,
    @Inject(PUBLIC_URL) private readonly publicUrl: string,
  ) {}

  static forRoot(distDir: string, publicUrl: string): DynamicModule {
    return {
      module: WebAppModule,
      providers: [
        { provide: WEB_DIST_DIR, useValue: distDir },
        { provide: PUBLIC_URL, useValue: publicUrl },
      ],
    };
  }

  onModuleInit(): void {
    this.adapterHost.httpAdapter.use(webAppMiddleware(loadWebAssets(this.distDir, this.publicUrl)));
  }
}
