import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { AppConfig } from '../../config/env';
import { RateLimiterService } from '../auth/rate-limiter.service';
import { loadPublicPages, type PublicPage } from './public-pages';
import { SeoController } from './seo.controller';
import { PUBLIC_PAGES, SeoService } from './seo.service';
import { siteFilesMiddleware } from './site-files.middleware';

/** The SEO audit, Web Vitals collection, and robots.txt / sitemap.xml (outside /api) from the public pages list. */
@Module({
  controllers: [SeoController],
  providers: [
    { provide: PUBLIC_PAGES, inject: [AppConfig], useFactory: (config: AppConfig) => loadPublicPages(config.webDistDir) },
    SeoService,
    RateLimiterService,
  ],
})
export class SeoModule implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly config: AppConfig,
    @Inject(PUBLIC_PAGES) private readonly pages: PublicPage[],
  ) {}

  onModuleInit(): void {
    // Not on the worker (no HTTP server there).
    this.adapterHost.httpAdapter?.use(siteFilesMiddleware(this.config.http.publicUrl, this.pages));
  }
}
