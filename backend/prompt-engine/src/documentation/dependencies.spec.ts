import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  analyzeDependencies,
  DEPENDENCY_MESSAGES,
  DependencyFileError,
  parseManifest,
  type DependencyFile,
} from './dependencies';

const fixture = (file: string, as: string): DependencyFile => ({ name: as, content: readFileSync(join(__dirname, '__fixtures__', file), 'utf8') });
const dep = (report: ReturnType<typeof parseManifest>, name: string) => report.dependencies.find((d) => d.name === name);

describe('dependency manifests', () => {
  it('package.json: direct/dev, engines, licence, exact pins (a real installed package)', () => {
    const report = parseManifest(fixture('nestjs-core.package.json', 'package.json'));
    expect(report.ecosystem).toBe('npm');
    expect(report.runtime).toBe('Node.js >= 20');
    expect(report.licence).toBe('MIT');
    expect(report.dependencies.filter((d) => d.kind === 'direct').map((d) => d.name)).toEqual(['fast-safe-stringify', 'iterare', 'path-to-regexp', 'tslib', 'uid']);
    expect(report.dependencies.filter((d) => d.kind === 'dev')).toHaveLength(1);
    expect(report.dependencies.every((d) => d.pinned)).toBe(true);
  });

  it('package.json: workspaces of a monorepo and ranged versions', () => {
    const report = parseManifest(fixture('promptforge-root.package.json', 'package.json'));
    expect(report.workspaces).toEqual(expect.arrayContaining(['backend', 'frontend', 'cli']));
    const ranged = parseManifest({ name: 'package.json', content: JSON.stringify({ dependencies: { react: '^19.0.0', vue: '*', lodash: 'latest', mine: 'github:me/mine' } }) });
    expect(dep(ranged, 'react')).toMatchObject({ pinned: false, wildcard: false });
    expect(dep(ranged, 'vue')).toMatchObject({ wildcard: true });
    expect(dep(ranged, 'lodash')).toMatchObject({ wildcard: true });
    expect(dep(ranged, 'mine')).toMatchObject({ source: 'github:me/mine', pinned: false });
    expect(ranged.frameworks).toEqual(['React', 'Vue']);
  });

  it('requirements.txt: specifiers, extras, markers, local paths (real files)', () => {
    const pip = parseManifest(fixture('pip-docs.requirements.txt', 'requirements.txt'));
    expect(pip.ecosystem).toBe('pypi');
    expect(dep(pip, 'sphinx')).toMatchObject({ version: '~= 4.2, != 4.4.0', pinned: false, wildcard: false });
    expect(dep(pip, 'towncrier')).toMatchObject({ wildcard: true });
    expect(dep(pip, 'myst-parser')).toBeDefined();
    expect(pip.dependencies.find((d) => d.source === '.')).toBeDefined();
    const auth = parseManifest(fixture('google-auth-testing.requirements.txt', 'requirements.txt'));
    expect(dep(auth, 'cryptography')).toMatchObject({ version: '< 39.0.0' });
    expect(dep(auth, 'pytest-asyncio')?.version).toContain("python_version > '3.0'");
    expect(auth.frameworks).toEqual(expect.arrayContaining(['Flask', 'pytest']));
    const extras = parseManifest({ name: 'requirements.txt', content: 'uvicorn[standard]==0.30.6\nDjango>=4.2,<5.0\n' });
    expect(dep(extras, 'uvicorn')).toMatchObject({ version: '[standard]==0.30.6', pinned: true });
    expect(dep(extras, 'django')).toMatchObject({ pinned: false, wildcard: false });
  });

  it('Gemfile: groups, git sources, ruby version', () => {
    const report = parseManifest(fixture('Gemfile', 'Gemfile'));
    expect(report.runtime).toBe('Ruby 3.3.4');
    expect(dep(report, 'rails')).toMatchObject({ version: '~> 7.2.1', kind: 'direct' });
    expect(dep(report, 'sidekiq')).toMatchObject({ pinned: true });
    expect(dep(report, 'devise')).toMatchObject({ source: 'github: heartcombo/devise' });
    expect(dep(report, 'capybara')).toMatchObject({ kind: 'dev' });
    expect(dep(report, 'rspec-rails')).toMatchObject({ kind: 'dev' });
    expect(dep(report, 'web-console')).toMatchObject({ kind: 'dev' });
    expect(dep(report, 'bootsnap')).toMatchObject({ kind: 'direct', wildcard: true });
    expect(report.frameworks).toEqual(expect.arrayContaining(['Rails', 'Sidekiq', 'Puma']));
  });

  it('composer.json: platform requirements give the runtime, not dependencies', () => {
    const report = parseManifest(fixture('composer.json', 'composer.json'));
    expect(report.runtime).toBe('PHP ^8.2');
    expect(report.dependencies.map((d) => d.name)).not.toContain('ext-json');
    expect(dep(report, 'symfony/yaml')).toMatchObject({ wildcard: true });
    expect(dep(report, 'guzzlehttp/guzzle')).toMatchObject({ pinned: true });
    expect(report.dependencies.filter((d) => d.kind === 'dev')).toHaveLength(5);
    expect(report.frameworks).toEqual(expect.arrayContaining(['Laravel', 'Symfony', 'PHPUnit']));
    expect(report.licence).toBe('MIT');
  });

  it('pom.xml: scopes, properties, version ranges, licence', () => {
    const report = parseManifest(fixture('pom.xml', 'pom.xml'));
    expect(report.runtime).toBe('Java 17');
    expect(report.licence).toBe('Apache License, Version 2.0');
    expect(dep(report, 'org.webjars.npm:bootstrap')).toMatchObject({ version: '5.3.3', pinned: true });
    expect(dep(report, 'junit:junit')).toMatchObject({ kind: 'dev', wildcard: true });
    expect(dep(report, 'org.springframework.boot:spring-boot-starter-web')).toMatchObject({ version: '', pinned: false });
    expect(report.frameworks).toEqual(expect.arrayContaining(['Spring Boot', 'JUnit 4']));
  });

  it('pom.xml with an external entity: refused, never expanded', () => {
    const xxe = `<?xml version="1.0"?>\n<!DOCTYPE project [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<project><groupId>&xxe;</groupId><dependencies><dependency><groupId>a</groupId><artifactId>&xxe;</artifactId><version>1</version></dependency></dependencies></project>`;
    expect(() => parseManifest({ name: 'pom.xml', content: xxe })).toThrow(DependencyFileError);
    try {
      parseManifest({ name: 'pom.xml', content: xxe });
    } catch (error) {
      expect((error as Error).message).toMatch(/^pom\.xml could not be parsed: DOCTYPE and ENTITY/);
      expect((error as Error).message).not.toContain('root:');
    }
  });

  it('build.gradle and build.gradle.kts: configurations, map notation, dynamic versions, comments', () => {
    const groovy = parseManifest(fixture('build.gradle', 'build.gradle'));
    expect(groovy.runtime).toBe('Java 17');
    expect(dep(groovy, 'org.apache.commons:commons-lang3')).toMatchObject({ version: '3.17.0', pinned: true });
    expect(dep(groovy, 'org.postgresql:postgresql')).toMatchObject({ wildcard: true });
    expect(dep(groovy, 'com.example:commented-out')).toBeUndefined();
    expect(dep(groovy, 'org.junit.jupiter:junit-jupiter')).toMatchObject({ kind: 'dev' });
    const kts = parseManifest(fixture('build.gradle.kts', 'build.gradle.kts'));
    expect(kts.runtime).toBe('Kotlin 2.0.21 on Java 21');
    expect(kts.frameworks).toContain('Ktor');
    expect(dep(kts, 'ch.qos.logback:logback-classic')).toMatchObject({ wildcard: true });
    expect(kts.dependencies.filter((d) => d.kind === 'dev')).toHaveLength(1);
  });

  it('Cargo.toml: real TOML with tables of specs', () => {
    const report = parseManifest(fixture('rust-error-index.Cargo.toml', 'Cargo.toml'));
    expect(report).toMatchObject({ ecosystem: 'cargo', name: 'error_index_generator', runtime: 'Rust (edition 2021)' });
    expect(report.dependencies.map((d) => [d.name, d.version])).toEqual([['mdbook-driver', '0.5.1'], ['mdbook-summary', '0.5.1']]);
    const more = parseManifest({ name: 'Cargo.toml', content: '[package]\nname="x"\nlicense="MIT OR Apache-2.0"\n[dependencies]\ntokio = { version = "1", features = ["full"] }\naxum = "=0.7.5"\nlocal = { path = "../local" }\nany = "*"\n[dev-dependencies]\ninsta = "1.40"\n' });
    expect(dep(more, 'axum')).toMatchObject({ pinned: true });
    expect(dep(more, 'any')).toMatchObject({ wildcard: true });
    expect(dep(more, 'local')).toMatchObject({ source: 'path: ../local' });
    expect(dep(more, 'insta')).toMatchObject({ kind: 'dev' });
    expect(more.licence).toBe('MIT OR Apache-2.0');
    expect(more.frameworks).toEqual(['Tokio', 'Axum']);
  });

  it('go.mod: blocks, indirect requirements, replace', () => {
    const report = parseManifest(fixture('go.mod', 'go.mod'));
    expect(report).toMatchObject({ name: 'github.com/example/orders-api', runtime: 'Go 1.22.5' });
    expect(report.dependencies.map((d) => d.name)).toEqual(['github.com/gin-gonic/gin', 'github.com/jackc/pgx/v5', 'github.com/labstack/echo/v4', 'github.com/stretchr/testify']);
    expect(dep(report, 'github.com/jackc/pgx/v5')).toMatchObject({ source: 'replace => ../pgx' });
    expect(report.frameworks).toEqual(['Gin', 'Echo']);
  });

  it.each([
    ['package.json', '{"name": "x", "dependencies": {'],
    ['composer.json', '[1, 2]'],
    ['requirements.txt', 'flask\nrequests ==== 2\n'],
    ['Gemfile', 'source "https://rubygems.org"\ngroup :test do\n  gem "rspec"\n'],
    ['pom.xml', '<project><dependencies></project>'],
    ['build.gradle', 'dependencies {\n implementation "a:b:1"\n'],
    ['Cargo.toml', '[package\nname = "x"'],
    ['go.mod', 'module x\nrequire (\n  github.com/a/b v1.0.0\n'],
  ])('malformed %s: a clear error naming the file', (name, content) => {
    expect(() => parseManifest({ name, content })).toThrow(new RegExp(`^${name.replace('.', '\\.')} could not be parsed: .+`));
  });

  it('analysis: per ecosystem counts, duplicated frameworks, checks and the analysis prompt', () => {
    const analysis = analyzeDependencies({
      files: [fixture('go.mod', 'go.mod'), fixture('composer.json', 'composer.json'), { name: 'package.json', content: JSON.stringify({ dependencies: { react: '^19.0.0', vue: '3.5.0' } }) }, { name: 'web/package.json', content: JSON.stringify({ dependencies: { react: '18.3.1' } }) }],
      analysisTypes: ['security', 'licensing', 'dependencies'],
    });
    const go = analysis.ecosystems.find((e) => e.ecosystem === 'go');
    expect(go).toMatchObject({ direct: 4, dev: 0, duplicatedFrameworks: ['Gin + Echo'] });
    const npm = analysis.ecosystems.find((e) => e.ecosystem === 'npm');
    expect(npm?.conflictingVersions).toEqual([{ name: 'react', versions: ['^19.0.0', '18.3.1'] }]);
    expect(npm?.duplicatedFrameworks).toEqual(['React + Vue']);
    expect(analysis.checks.map((c) => c.type)).toEqual(['dependencies', 'security', 'licensing']);
    expect(analysis.checks.find((c) => c.type === 'security')?.needsNetwork).toMatch(/network advisory database/);
    expect(analysis.analysis_prompt).toContain('Files analyzed: go.mod (go, 4 dependencies), composer.json (composer, 9 dependencies)');
    expect(analysis.analysis_prompt).toContain('- Duplicated frameworks: Gin + Echo');
  });

  it('refuses an 11th file, a 2 MB file, an unsupported type and an unknown manifest', () => {
    const small = { name: 'package.json', content: '{}' };
    expect(() => analyzeDependencies({ files: Array.from({ length: 11 }, () => small) })).toThrow(DEPENDENCY_MESSAGES.tooMany);
    expect(() => analyzeDependencies({ files: [{ name: 'package.json', content: 'x'.repeat(2 * 1024 * 1024) }] })).toThrow('package.json is larger than 1 MB.');
    expect(() => analyzeDependencies({ files: [{ name: 'setup.py', content: '' }] })).toThrow(/setup\.py: unsupported file type/);
    expect(() => analyzeDependencies({ files: [{ name: 'notes.txt', content: 'hello' }] })).toThrow('notes.txt is not a supported dependency file');
    expect(() => analyzeDependencies({ files: [] })).toThrow(DEPENDENCY_MESSAGES.noFiles);
  });
});
