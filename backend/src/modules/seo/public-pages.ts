import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface PublicPage {
  path: string;
  title?: string;
  description?: string;
}

/**
 * The public routes of the web app: the first-visit pages (`frontend/src/app/first-visit-pages.json`), the one list
 * that the web app build, robots.txt, sitemap.xml and the SEO audit share. The build copies it to
 * `<dist>/public-pages.json`; without a build the source file is read.
 */
export function loadPublicPages(webDistDir: string): PublicPage[] {
  const built = join(webDistDir, 'public-pages.json');
  const file = existsSync(built) ? built : sourceFile();
  if (!file) return [];
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { pages?: Array<Partial<PublicPage>> };
  return (parsed.pages ?? [])
    .filter((page): page is PublicPage => typeof page.path === 'string' && page.path.startsWith('/'))
    .map(({ path, title, description }) => ({ path, title, description }));
}

function sourceFile(): string | undefined {
  try {
    const file = join(dirname(require.resolve('@promptforge/frontend/package.json')), 'src', 'app', 'first-visit-pages.json');
    return existsSync(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export const pageUrl = (publicUrl: string, path: string) => (path === '/' ? `${publicUrl}/` : `${publicUrl}${path}`);

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

export function sitemapXml(publicUrl: string, pages: readonly PublicPage[]): string {
  const urls = pages.map((page) => `  <url><loc>${escapeXml(pageUrl(publicUrl, page.path))}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}
