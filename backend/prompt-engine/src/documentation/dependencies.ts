// Tech-stack analysis of dependency manifests: package.json, requirements.txt, Gemfile, composer.json, pom.xml,
// build.gradle(.kts), Cargo.toml and go.mod, each read with a real parser (JSON, XML without entities or DTDs, TOML)
// or a line grammar where the format is one. Reports per ecosystem what can be known offline, and says what needs the
// network (advisories, newer versions, licences of dependencies).

import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parse as parseToml } from 'smol-toml';
import { TECH_ANALYSIS_TYPES, type TechAnalysisType } from './constants';

export const DEPENDENCY_LIMITS = { maxFiles: 10, maxFileBytes: 1024 * 1024 } as const;
export const DEPENDENCY_EXTENSIONS = ['.json', '.txt', '.xml', '.toml', '.mod', '.rb'] as const;
export const SUPPORTED_DEPENDENCY_FILES = ['package.json', 'requirements.txt', 'Gemfile', 'composer.json', 'pom.xml', 'build.gradle', 'Cargo.toml', 'go.mod'] as const;

export const DEPENDENCY_MESSAGES = {
  noFiles: 'Please select dependency files to analyze.',
  tooMany: `At most ${DEPENDENCY_LIMITS.maxFiles} files can be analyzed at once.`,
  tooLarge: (name: string) => `${name} is larger than 1 MB.`,
  badExtension: (name: string) => `${name}: unsupported file type (accepted: ${DEPENDENCY_EXTENSIONS.join(' ')}, build.gradle, build.gradle.kts).`,
  unknownManifest: (name: string) => `${name} is not a supported dependency file (${SUPPORTED_DEPENDENCY_FILES.join(', ')}).`,
  malformed: (name: string, reason: string) => `${name} could not be parsed: ${reason}`,
} as const;

export type Ecosystem = 'npm' | 'pypi' | 'rubygems' | 'composer' | 'maven' | 'gradle' | 'cargo' | 'go';

export interface Dependency {
  name: string;
  /** As written ('' when none). */
  version: string;
  kind: 'direct' | 'dev';
  /** Exact version (or a lock-like pin); false for ranges, wildcards and no version. */
  pinned: boolean;
  /** '*', 'latest', 'x', '' or an open range with no upper bound. */
  wildcard: boolean;
  /** A git/path/url source instead of a registry version. */
  source?: string;
}

export interface ManifestReport {
  file: string;
  ecosystem: Ecosystem;
  runtime: string | null;
  name: string | null;
  licence: string | null;
  workspaces: string[];
  dependencies: Dependency[];
  frameworks: string[];
}

export interface DependencyFile {
  name: string;
  content: string;
}

export class DependencyFileError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(message);
    this.name = 'DependencyFileError';
  }
}

/** Framework package names per ecosystem → the framework's name (exact names or prefixes ending in '/'). */
const FRAMEWORKS: Record<Ecosystem, Array<[string, string]>> = {
  npm: [
    ['react', 'React'], ['next', 'Next.js'], ['vue', 'Vue'], ['nuxt', 'Nuxt'], ['@angular/core', 'Angular'], ['svelte', 'Svelte'], ['@sveltejs/kit', 'SvelteKit'],
    ['express', 'Express'], ['@nestjs/core', 'NestJS'], ['fastify', 'Fastify'], ['koa', 'Koa'], ['hapi', 'hapi'], ['@hapi/hapi', 'hapi'],
    ['react-native', 'React Native'], ['electron', 'Electron'], ['jest', 'Jest'], ['vitest', 'Vitest'], ['mocha', 'Mocha'],
    ['vite', 'Vite'], ['webpack', 'webpack'], ['typescript', 'TypeScript'], ['antd', 'Ant Design'], ['@mui/material', 'MUI'], ['tailwindcss', 'Tailwind CSS'],
  ],
  pypi: [['django', 'Django'], ['flask', 'Flask'], ['fastapi', 'FastAPI'], ['starlette', 'Starlette'], ['tornado', 'Tornado'], ['pyramid', 'Pyramid'], ['pytest', 'pytest'], ['numpy', 'NumPy'], ['pandas', 'pandas'], ['torch', 'PyTorch'], ['tensorflow', 'TensorFlow'], ['celery', 'Celery'], ['sqlalchemy', 'SQLAlchemy']],
  rubygems: [['rails', 'Rails'], ['sinatra', 'Sinatra'], ['hanami', 'Hanami'], ['rspec', 'RSpec'], ['sidekiq', 'Sidekiq'], ['puma', 'Puma']],
  composer: [['laravel/framework', 'Laravel'], ['symfony/', 'Symfony'], ['slim/slim', 'Slim'], ['cakephp/cakephp', 'CakePHP'], ['phpunit/phpunit', 'PHPUnit'], ['yiisoft/yii2', 'Yii']],
  maven: [['org.springframework.boot:', 'Spring Boot'], ['org.springframework:', 'Spring'], ['io.quarkus:', 'Quarkus'], ['io.micronaut:', 'Micronaut'], ['junit:junit', 'JUnit 4'], ['org.junit.jupiter:', 'JUnit 5'], ['org.hibernate', 'Hibernate']],
  gradle: [['org.springframework.boot:', 'Spring Boot'], ['org.springframework:', 'Spring'], ['io.ktor:', 'Ktor'], ['io.quarkus:', 'Quarkus'], ['io.micronaut:', 'Micronaut'], ['junit:junit', 'JUnit 4'], ['org.junit.jupiter:', 'JUnit 5'], ['androidx.', 'AndroidX']],
  cargo: [['tokio', 'Tokio'], ['actix-web', 'Actix Web'], ['axum', 'Axum'], ['rocket', 'Rocket'], ['warp', 'warp'], ['serde', 'Serde'], ['diesel', 'Diesel'], ['sqlx', 'SQLx'], ['clap', 'clap']],
  go: [['github.com/gin-gonic/gin', 'Gin'], ['github.com/labstack/echo', 'Echo'], ['github.com/gofiber/fiber', 'Fiber'], ['github.com/gorilla/mux', 'Gorilla Mux'], ['github.com/go-chi/chi', 'chi'], ['google.golang.org/grpc', 'gRPC'], ['gorm.io/gorm', 'GORM'], ['github.com/spf13/cobra', 'Cobra']],
};

/** Frameworks that do the same job: two of one group in one manifest is reported as a duplication. */
const COMPETING: string[][] = [
  ['React', 'Vue', 'Angular', 'Svelte'],
  ['Express', 'NestJS', 'Fastify', 'Koa', 'hapi'],
  ['Jest', 'Vitest', 'Mocha'],
  ['Vite', 'webpack'],
  ['Ant Design', 'MUI'],
  ['Django', 'Flask', 'FastAPI', 'Pyramid', 'Tornado'],
  ['Rails', 'Sinatra', 'Hanami'],
  ['Laravel', 'Symfony', 'Slim', 'CakePHP', 'Yii'],
  ['Spring Boot', 'Quarkus', 'Micronaut', 'Ktor'],
  ['JUnit 4', 'JUnit 5'],
  ['Actix Web', 'Axum', 'Rocket', 'warp'],
  ['Gin', 'Echo', 'Fiber', 'Gorilla Mux', 'chi'],
];

function frameworksOf(ecosystem: Ecosystem, dependencies: Dependency[]): string[] {
  const found: string[] = [];
  for (const [key, label] of FRAMEWORKS[ecosystem]) {
    const hit = dependencies.some((d) => {
      const name = d.name.toLowerCase();
      return key.endsWith('/') || key.endsWith(':') || key.endsWith('.') ? name.startsWith(key.toLowerCase()) : name === key.toLowerCase() || name.startsWith(`${key.toLowerCase()}/v`);
    });
    if (hit && !found.includes(label)) found.push(label);
  }
  return found;
}

function manifestKind(fileName: string): (typeof SUPPORTED_DEPENDENCY_FILES)[number] | null {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const lower = base.toLowerCase();
  if (lower === 'package.json' || lower.endsWith('.package.json')) return 'package.json';
  if (lower === 'composer.json') return 'composer.json';
  if (/^requirements.*\.txt$/.test(lower) || lower === 'constraints.txt') return 'requirements.txt';
  if (lower === 'gemfile' || lower === 'gemfile.rb' || lower.endsWith('.gemfile')) return 'Gemfile';
  if (lower === 'pom.xml' || lower.endsWith('.pom.xml')) return 'pom.xml';
  if (lower === 'build.gradle' || lower === 'build.gradle.kts') return 'build.gradle';
  if (lower === 'cargo.toml') return 'Cargo.toml';
  if (lower === 'go.mod') return 'go.mod';
  return null;
}

/** Checks a file's name and size before reading it (the API's upload filter and the CLI use it). */
export function checkDependencyFileName(name: string): string | null {
  const lower = name.toLowerCase();
  const allowed = DEPENDENCY_EXTENSIONS.some((ext) => lower.endsWith(ext)) || lower.endsWith('build.gradle') || lower.endsWith('build.gradle.kts') || lower.split(/[\\/]/).pop() === 'gemfile';
  if (!allowed) return DEPENDENCY_MESSAGES.badExtension(name);
  return null;
}

// ------------------------------------------------------------------ npm / composer

const isWildcard = (version: string) => /^\s*(\*|x|X|latest|)\s*$/.test(version) || /^>=?\s*[\d.]+\s*$/.test(version);
const npmPinned = (version: string) => /^=?v?\d+\.\d+\.\d+(?:[-+][\w.-]+)?$/.test(version.trim());
const npmSource = (version: string) => (/^(git\+|git:|github:|https?:|file:|link:|workspace:)|^[\w-]+\/[\w.-]+(#.*)?$/.test(version) ? version : undefined);

function jsonObject(file: DependencyFile): Record<string, unknown> {
  let data: unknown;
  try {
    data = JSON.parse(file.content.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new DependencyFileError(file.name, DEPENDENCY_MESSAGES.malformed(file.name, (error as Error).message));
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new DependencyFileError(file.name, DEPENDENCY_MESSAGES.malformed(file.name, 'the top level is not a JSON object'));
  return data as Record<string, unknown>;
}

function stringMap(value: unknown): Array<[string, string]> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? v : typeof v === 'object' && v && 'version' in v ? String((v as { version: unknown }).version) : String(v ?? '')]);
}

function licenceOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' ? v : (v as { type?: string })?.type ?? '')).filter(Boolean).join(' OR ') || null;
  if (value && typeof value === 'object' && 'type' in value) return String((value as { type: unknown }).type);
  return null;
}

function parsePackageJson(file: DependencyFile): ManifestReport {
  const json = jsonObject(file);
  const dep = (kind: Dependency['kind']) => ([name, version]: [string, string]): Dependency => {
    const source = npmSource(version);
    return { name, version, kind, pinned: !source && npmPinned(version), wildcard: !source && isWildcard(version), ...(source ? { source } : {}) };
  };
  const dependencies = [...stringMap(json.dependencies).map(dep('direct')), ...stringMap(json.devDependencies).map(dep('dev'))];
  const engines = json.engines && typeof json.engines === 'object' ? (json.engines as Record<string, unknown>) : {};
  const workspaces = Array.isArray(json.workspaces) ? json.workspaces : json.workspaces && typeof json.workspaces === 'object' ? (json.workspaces as { packages?: unknown }).packages : [];
  return {
    file: file.name,
    ecosystem: 'npm',
    name: typeof json.name === 'string' ? json.name : null,
    runtime: typeof engines.node === 'string' ? `Node.js ${engines.node}` : typeof engines.bun === 'string' ? `Bun ${engines.bun}` : 'Node.js (version not stated)',
    licence: licenceOf(json.license ?? json.licenses),
    workspaces: Array.isArray(workspaces) ? workspaces.filter((w): w is string => typeof w === 'string') : [],
    dependencies,
    frameworks: frameworksOf('npm', dependencies),
  };
}

function parseComposerJson(file: DependencyFile): ManifestReport {
  const json = jsonObject(file);
  const isPlatform = (name: string) => name === 'php' || name.startsWith('ext-') || name.startsWith('lib-');
  const dep = (kind: Dependency['kind']) => ([name, version]: [string, string]): Dependency => ({ name, version, kind, pinned: /^v?\d+\.\d+\.\d+$/.test(version.trim()), wildcard: isWildcard(version) || /^\*|dev-/.test(version) });
  const require = stringMap(json.require);
  const php = require.find(([name]) => name === 'php');
  const dependencies = [...require.filter(([n]) => !isPlatform(n)).map(dep('direct')), ...stringMap(json['require-dev']).filter(([n]) => !isPlatform(n)).map(dep('dev'))];
  return {
    file: file.name,
    ecosystem: 'composer',
    name: typeof json.name === 'string' ? json.name : null,
    runtime: php ? `PHP ${php[1]}` : 'PHP (version not stated)',
    licence: licenceOf(json.license),
    workspaces: [],
    dependencies,
    frameworks: frameworksOf('composer', dependencies),
  };
}

// ------------------------------------------------------------------ Python

function parseRequirements(file: DependencyFile): ManifestReport {
  const dependencies: Dependency[] = [];
  const lines = file.content.replace(/\\\r?\n/g, ' ').split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = raw.replace(/(^|\s)#.*$/, '').trim();
    if (!line || line.startsWith('-')) return; // options: -r, -c, -e, --index-url, --hash
    if (/^(?:\.{1,2}(?:[\\/]|$)|[\\/]|[a-z][\w+.-]*:\/\/|git\+)/i.test(line)) {
      // A local path or a URL: installed from there, not from the index.
      dependencies.push({ name: line.split(/[#;\s]/)[0], version: '', kind: 'direct', pinned: false, wildcard: false, source: line.split(/[;\s]/)[0] });
      return;
    }
    // PEP 508: name[extras] (version spec) ; marker  — or a direct reference "name @ url"
    const match = /^([A-Za-z0-9][A-Za-z0-9._-]*)\s*(\[[^\]]*\])?\s*(@\s*\S+|[^;]*)?\s*(;.*)?$/.exec(line);
    if (!match) throw new DependencyFileError(file.name, DEPENDENCY_MESSAGES.malformed(file.name, `line ${index + 1} is not a requirement: "${line.slice(0, 60)}"`));
    const spec = (match[3] ?? '').replace(/--hash=\S+/g, '').trim();
    if (spec && !spec.startsWith('@') && !/^(?:(?:===|==|!=|~=|>=|<=|>|<)\s*[\w.*+!-]+\s*,?\s*)+$/.test(spec)) {
      throw new DependencyFileError(file.name, DEPENDENCY_MESSAGES.malformed(file.name, `line ${index + 1} has an invalid version specifier: "${spec.slice(0, 60)}"`));
    }
    const source = spec.startsWith('@') ? spec.slice(1).trim() : undefined;
    dependencies.push({
      name: match[1].toLowerCase().replace(/_/g, '-'),
      version: `${match[2] ?? ''}${spec}${match[4] ? ` ${match[4].trim()}` : ''}`.trim(),
      kind: /dev|test/i.test(file.name) ? 'dev' : 'direct',
      pinned: /^===?\s*[\w.+!-]+$/.test(spec) && !spec.includes('*'),
      wildcard: !source && (spec === '' || /\*/.test(spec) || (/^>=?/.test(spec) && !spec.includes(','))),
      ...(source ? { source } : {}),
    });
  });
  const pythonMarker = lines.map((l) => /python_version\s*([<>=!~]=?)\s*["']([\d.]+)["']/.exec(l)).find(Boolean);
  return {
    file: file.name,
    ecosystem: 'pypi',
    name: null,
    runtime: pythonMarker ? `Python (markers: python_version ${pythonMarker[1]} ${pythonMarker[2]})` : 'Python (version not stated)',
    licence: null,
    workspaces: [],
    dependencies,
    frameworks: frameworksOf('pypi', dependencies),
  };
}

// ------------------------------------------------------------------ Ruby

function parseGemfile(file: DependencyFile): ManifestReport {
  const dependencies: Dependency[] = [];
  let groupDepth = 0;
  let devGroup = 0;
  let ruby: string | null = null;
  const stack: boolean[] = [];
  file.content.split(/\r?\n/).forEach((raw) => {
    const line = raw.replace(/#.*$/, '').trim();
    if (!line) return;
    const rubyMatch = /^ruby\s+["']([^"']+)["']/.exec(line);
    if (rubyMatch) ruby = rubyMatch[1];
    if (/^group\b.*\bdo\s*(\|.*\|)?$/.test(line) || /\bdo\s*(\|.*\|)?$/.test(line)) {
      const dev = /^group\b/.test(line) && /:(development|test)\b/.test(line);
      stack.push(dev);
      groupDepth += 1;
      if (dev) devGroup += 1;
      return;
    }
    if (line === 'end') {
      const dev = stack.pop();
      groupDepth = Math.max(0, groupDepth - 1);
      if (dev) devGroup -= 1;
      return;
    }
    const gem = /^gem\s+["']([^"']+)["']\s*(.*)$/.exec(line);
    if (!gem) return;
    const rest = gem[2];
    const versions = [...rest.matchAll(/^\s*,\s*["']([^"']+)["']|,\s*["']([^"']+)["']/g)].map((m) => m[1] ?? m[2]).filter((v) => /^[~<>=!\d]/.test(v));
    const source = /\b(git|github|path):\s*["']([^"']+)["']/.exec(rest);
    const inlineDev = /group:\s*(?:\[[^\]]*:(?:development|test)|:(?:development|test))/.test(rest);
    const version = versions.join(', ');
    dependencies.push({
      name: gem[1],
      version,
      kind: devGroup > 0 || inlineDev ? 'dev' : 'direct',
      pinned: versions.length === 1 && /^(=\s*)?\d+(\.\d+)*$/.test(versions[0]),
      wildcard: !source && (version === '' || /^>=/.test(version)),
      ...(source ? { source: `${source[1]}: ${source[2]}` } : {}),
    });
  });
  if (stack.length > 0) throw new DependencyFileError(file.name, DEPENDENCY_MESSAGES.malformed(file.name, `${stack.length} block(s) opened with "do" are never closed with "end"`));
  if (dependencies.length === 0 && !/^\s*source\s/m.test(file.content)) throw new DependencyFileError(file.name, DEPENDENCY_MESSAGES.malformed(file.name, 'no "source" and no "gem" line: this is not a Gemfile'));
  return { file: file.name, ecosystem: 'rubygems', name: null, runtime: ruby ? `Ruby ${ruby}` : 'Ruby (version not stated)', licence: null, workspaces: [], dependencies, frameworks: frameworksOf('rubygems', dependencies) };
}

// ------------------------------------------------------------------ Maven

function parsePom(file: DependencyFile): ManifestReport {
  if (/<!DOCTYPE/i.test(file.content) || /<!ENTITY/i.test(file.content)) {
    // A DTD has no business in a POM; entity declarations are how XXE and billion-laughs attacks arrive.
    throw new DependencyFileError(file.name, DEPENDENCY_MESSAGES.malformed(file.name, 'DOCTYPE and ENTITY declarations are not allowed (entity expansion is disabled)'));
  }
  const valid = XMLValidator.validate(file.content);
  if (valid !== true) throw new DependencyFileError(file.name, DEPENDENCY_MESSAGES.malformed(file.name, `${valid.err.msg} (line ${valid.err.line})`));
  const parser = new XMLParser({ ignoreAttributes: true, processEntities: false, htmlEntities: false, parseTagValue: false, isArray: (name) => ['dependency', 'license', 'module'].includes(name) });
  const xml = parser.parse(file.content) as { project?: Record<string, unknown> };
  const project = xml.project;
  if (!project || typeof project !== 'object') throw new DependencyFileError(file.name, DEPENDENCY_MESSAGES.malformed(file.name, 'no <project> root element'));
  const properties = (project.properties ?? {}) as Record<string, unknown>;
  const resolve = (value: unknown) => String(value ?? '').replace(/\$\{([^}]+)\}/g, (whole, key: string) => (typeof properties[key] === 'string' ? (properties[key] as string) : whole));
  const list = (container: unknown) => (((container as { dependency?: unknown[] } | undefined)?.dependency ?? []) as Array<Record<string, unknown>>);
  const managed = list((project.dependencyManagement as Record<string, unknown> | undefined)?.dependencies);
  const dependencies = [...list(project.dependencies), ...managed].map((d): Dependency => {
    const version = resolve(d.version);
    const scope = String(d.scope ?? 'compile');
    return {
      name: `${resolve(d.groupId)}:${resolve(d.artifactId)}`,
      version,
      kind: scope === 'test' || scope === 'provided' ? 'dev' : 'direct',
      pinned: /^\d[\w.-]*$/.test(version) && !/SNAPSHOT|LATEST|RELEASE/.test(version),
      wildcard: version === '' || /LATEST|RELEASE|^\[|^\(|,\)/.test(version),
    };
  });
  const licences = ((project.licenses as { license?: Array<{ name?: unknown }> } | undefined)?.license ?? []).map((l) => String(l.name ?? '')).filter(Boolean);
  const java = properties['maven.compiler.release'] ?? properties['maven.compiler.source'] ?? properties['java.version'];
  return {
    file: file.name,
    ecosystem: 'maven',
    name: [project.groupId, project.artifactId].filter(Boolean).map(String).join(':') || null,
    runtime: java ? `Java ${String(java)}` : 'Java (version not stated)',
    licence: licences.join(', ') || null,
    workspaces: (((project.modules as { module?: unknown[] } | undefined)?.module ?? []) as unknown[]).map(String),
    dependencies,
    frameworks: frameworksOf('maven', dependencies),
  };
}

// ------------------------------------------------------------------ Gradle

const GRADLE_DIRECT = new Set(['implementation', 'api', 'compile', 'runtimeOnly', 'runtime', 'compileOnly', 'kapt', 'ksp', 'annotationProcessor']);
const GRADLE_DEV = /^(test|androidTest|debug)\w*$/;

function parseGradle(file: DependencyFile): ManifestReport {
  const text = file.content.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  let balance = 0;
  for (const char of text) {
    if (char === '{') balance += 1;
    if (char === '}') balance -= 1;
    if (balance < 0) break;
  }
  if (balance !== 0) throw new DependencyFileError(file.name, DEPENDENCY_MESSAGES.malformed(file.name, 'unbalanced braces'));
  const dependencies: Dependency[] = [];
  // implementation("g:a:v"), implementation 'g:a:v', testImplementation(group = "g", name = "a", version = "v")
  const stringForm = /\b([a-zA-Z]+)\s*\(?\s*(?:platform\s*\(\s*)?["']([^"':\s]+):([^"':\s]+)(?::([^"'\s]+))?["']/g;
  for (const match of text.matchAll(stringForm)) {
    const configuration = match[1];
    if (!GRADLE_DIRECT.has(configuration) && !GRADLE_DEV.test(configuration) && configuration !== 'classpath') continue;
    const version = match[4] ?? '';
    dependencies.push({
      name: `${match[2]}:${match[3]}`,
      version,
      kind: GRADLE_DEV.test(configuration) ? 'dev' : 'direct',
      pinned: /^\d[\w.-]*$/.test(version) && !/[+]|SNAPSHOT/.test(version),
      wildcard: version === '' || version.includes('+') || /latest\./.test(version),
    });
  }
  const mapForm = /\b([a-zA-Z]+)\s*\(?\s*group\s*[:=]\s*["']([^"']+)["']\s*,\s*name\s*[:=]\s*["']([^"']+)["'](?:\s*,\s*version\s*[:=]\s*["']([^"']+)["'])?/g;
  for (const match of text.matchAll(mapForm)) {
    const version = match[4] ?? '';
    dependencies.push({ name: `${match[2]}:${match[3]}`, version, kind: GRADLE_DEV.test(match[1]) ? 'dev' : 'direct', pinned: /^\d[\w.-]*$/.test(version) && !version.includes('+'), wildcard: version === '' || version.includes('+') });
  }
  const kotlin = /(?:kotlin\s*\(\s*["']jvm["']\s*\)|org\.jetbrains\.kotlin\.jvm["']?\)?)\s*version\s*["']([^"']+)["']/.exec(text);
  const javaVersion = /(?:JavaVersion\.VERSION_(\d+(?:_\d+)?)|languageVersion\.set\(\s*JavaLanguageVersion\.of\(\s*(\d+)|jvmToolchain\(\s*(\d+))/.exec(text);
  const runtime = [kotlin ? `Kotlin ${kotlin[1]}` : null, javaVersion ? `Java ${(javaVersion[1] ?? javaVersion[2] ?? javaVersion[3]).replace('_', '.')}` : null].filter(Boolean).join(' on ') || (file.name.endsWith('.kts') ? 'JVM, Kotlin DSL (version not stated)' : 'JVM (version not stated)');
  return { file: file.name, ecosystem: 'gradle', name: null, runtime, licence: null, workspaces: [], dependencies, frameworks: frameworksOf('gradle', dependencies) };
}

// ------------------------------------------------------------------ Cargo

function parseCargo(file: DependencyFile): ManifestReport {
  let toml: Record<string, unknown>;
  try {
    toml = parseToml(file.content) as Record<string, unknown>;
  } catch (error) {
    throw new DependencyFileError(file.name, DEPENDENCY_MESSAGES.malformed(file.name, (error as Error).message.split('\n')[0]));
  }
  const pkg = (toml.package ?? {}) as Record<string, unknown>;
  const workspace = (toml.workspace ?? {}) as Record<string, unknown>;
  const read = (table: unknown, kind: Dependency['kind']): Dependency[] =>
    Object.entries((table ?? {}) as Record<string, unknown>).map(([name, spec]) => {
      const object = typeof spec === 'object' && spec ? (spec as Record<string, unknown>) : {};
      const version = typeof spec === 'string' ? spec : typeof object.version === 'string' ? object.version : object.workspace === true ? 'workspace' : '';
      const source = typeof object.git === 'string' ? `git: ${object.git}` : typeof object.path === 'string' ? `path: ${object.path}` : undefined;
      return { name: typeof object.package === 'string' ? object.package : name, version, kind, pinned: /^=\s*\d+\.\d+\.\d+/.test(version), wildcard: !source && version !== 'workspace' && (version === '' || version === '*' || /^>=/.test(version)), ...(source ? { source } : {}) };
    });
  const dependencies = [...read(toml.dependencies, 'direct'), ...read(toml['dev-dependencies'], 'dev'), ...read(toml['build-dependencies'], 'dev'), ...read(workspace.dependencies, 'direct')];
  return {
    file: file.name,
    ecosystem: 'cargo',
    name: typeof pkg.name === 'string' ? pkg.name : null,
    runtime: `Rust${typeof pkg['rust-version'] === 'string' ? ` ${pkg['rust-version']}` : ''}${typeof pkg.edition === 'string' ? ` (edition ${pkg.edition})` : ''}`,
    licence: typeof pkg.license === 'string' ? pkg.license : null,
    workspaces: Array.isArray(workspace.members) ? workspace.members.map(String) : [],
    dependencies,
    frameworks: frameworksOf('cargo', dependencies),
  };
}

// ------------------------------------------------------------------ Go

function parseGoMod(file: DependencyFile): ManifestReport {
  let moduleName: string | null = null;
  let goVersion: string | null = null;
  const dependencies: Dependency[] = [];
  const replaced = new Map<string, string>();
  let block: string | null = null;
  file.content.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.replace(/\/\/(?!\s*indirect).*$/, '').trim();
    if (!line) return;
    if (block) {
      if (line === ')') {
        block = null;
        return;
      }
      handle(block, line, index);
      return;
    }
    const open = /^(require|replace|exclude|retract|tool|godebug)\s*\($/.exec(line);
    if (open) {
      block = open[1];
      return;
    }
    const directive = /^(module|go|toolchain|require|replace|exclude|retract|tool|godebug)\s+(.+)$/.exec(line);
    if (!directive) throw new DependencyFileError(file.name, DEPENDENCY_MESSAGES.malformed(file.name, `line ${index + 1}: unknown directive "${line.slice(0, 40)}"`));
    if (directive[1] === 'module') moduleName = directive[2].replace(/"/g, '');
    else if (directive[1] === 'go') goVersion = directive[2];
    else handle(directive[1], directive[2], index);
  });
  if (block) throw new DependencyFileError(file.name, DEPENDENCY_MESSAGES.malformed(file.name, `the "${block} (" block is never closed`));
  if (!moduleName) throw new DependencyFileError(file.name, DEPENDENCY_MESSAGES.malformed(file.name, 'no module directive'));
  function handle(kind: string, rest: string, index: number): void {
    if (kind === 'require') {
      const match = /^(\S+)\s+(v\S+)(\s*\/\/\s*indirect)?$/.exec(rest);
      if (!match) throw new DependencyFileError(file.name, DEPENDENCY_MESSAGES.malformed(file.name, `line ${index + 1}: expected "path vX.Y.Z"`));
      if (match[3]) return; // indirect: not a direct dependency
      dependencies.push({ name: match[1], version: match[2], kind: 'direct', pinned: true, wildcard: false });
    } else if (kind === 'replace') {
      const match = /^(\S+)(?:\s+\S+)?\s+=>\s+(\S+)(?:\s+(\S+))?$/.exec(rest);
      if (match) replaced.set(match[1], match[3] ? `${match[2]} ${match[3]}` : match[2]);
    }
  }
  for (const dependency of dependencies) {
    const target = replaced.get(dependency.name);
    if (target) dependency.source = `replace => ${target}`;
  }
  return { file: file.name, ecosystem: 'go', name: moduleName, runtime: goVersion ? `Go ${goVersion}` : 'Go (version not stated)', licence: null, workspaces: [], dependencies, frameworks: frameworksOf('go', dependencies) };
}

const PARSERS: Record<(typeof SUPPORTED_DEPENDENCY_FILES)[number], (file: DependencyFile) => ManifestReport> = {
  'package.json': parsePackageJson,
  'requirements.txt': parseRequirements,
  Gemfile: parseGemfile,
  'composer.json': parseComposerJson,
  'pom.xml': parsePom,
  'build.gradle': parseGradle,
  'Cargo.toml': parseCargo,
  'go.mod': parseGoMod,
};

/** Parses one manifest; throws DependencyFileError naming the file when it is not a supported or valid manifest. */
export function parseManifest(file: DependencyFile): ManifestReport {
  const kind = manifestKind(file.name);
  if (!kind) throw new DependencyFileError(file.name, DEPENDENCY_MESSAGES.unknownManifest(file.name));
  return PARSERS[kind](file);
}

// ------------------------------------------------------------------ analysis

export interface EcosystemReport {
  ecosystem: Ecosystem;
  files: string[];
  runtimes: string[];
  frameworks: string[];
  direct: number;
  dev: number;
  unpinned: Array<{ name: string; version: string; file: string }>;
  wildcard: Array<{ name: string; version: string; file: string }>;
  nonRegistrySources: Array<{ name: string; source: string; file: string }>;
  duplicatedFrameworks: string[];
  conflictingVersions: Array<{ name: string; versions: string[] }>;
  licences: Array<{ file: string; licence: string }>;
  workspaces: string[];
}

export interface AnalysisCheck {
  type: TechAnalysisType;
  findings: string[];
  /** What this offline analysis cannot tell without the network. */
  needsNetwork: string;
}

export interface DependencyAnalysis {
  files: Array<{ name: string; ecosystem: Ecosystem; dependencies: number }>;
  ecosystems: EcosystemReport[];
  checks: AnalysisCheck[];
  /** The analysis prompt the web app places in the source field (spec §4). */
  analysis_prompt: string;
}

export interface AnalyzeDependenciesRequest {
  files: DependencyFile[];
  analysisTypes?: TechAnalysisType[];
}

/** Checks count, names and sizes; throws DependencyFileError with the first problem. */
export function checkDependencyFiles(files: Array<{ name: string; size: number }>): void {
  if (files.length === 0) throw new DependencyFileError('', DEPENDENCY_MESSAGES.noFiles);
  if (files.length > DEPENDENCY_LIMITS.maxFiles) throw new DependencyFileError('', DEPENDENCY_MESSAGES.tooMany);
  for (const file of files) {
    if (file.size > DEPENDENCY_LIMITS.maxFileBytes) throw new DependencyFileError(file.name, DEPENDENCY_MESSAGES.tooLarge(file.name));
    const bad = checkDependencyFileName(file.name);
    if (bad) throw new DependencyFileError(file.name, bad);
  }
}

export function analyzeDependencies({ files, analysisTypes }: AnalyzeDependenciesRequest): DependencyAnalysis {
  checkDependencyFiles(files.map((f) => ({ name: f.name, size: Buffer.byteLength(f.content, 'utf8') })));
  const types = TECH_ANALYSIS_TYPES.filter((t) => (analysisTypes && analysisTypes.length > 0 ? analysisTypes : ['dependencies']).includes(t));
  const reports = files.map(parseManifest);
  const groups = new Map<Ecosystem, ManifestReport[]>();
  for (const report of reports) groups.set(report.ecosystem, [...(groups.get(report.ecosystem) ?? []), report]);
  const ecosystems = [...groups.entries()].map(([ecosystem, manifests]): EcosystemReport => {
    const all = manifests.flatMap((m) => m.dependencies.map((d) => ({ ...d, file: m.file })));
    const frameworks = [...new Set(manifests.flatMap((m) => m.frameworks))];
    const versions = new Map<string, Set<string>>();
    for (const d of all) if (d.version) versions.set(d.name, new Set([...(versions.get(d.name) ?? []), d.version]));
    return {
      ecosystem,
      files: manifests.map((m) => m.file),
      runtimes: [...new Set(manifests.map((m) => m.runtime).filter((r): r is string => Boolean(r)))],
      frameworks,
      direct: all.filter((d) => d.kind === 'direct').length,
      dev: all.filter((d) => d.kind === 'dev').length,
      unpinned: all.filter((d) => !d.pinned && !d.wildcard && !d.source).map(({ name, version, file }) => ({ name, version, file })),
      wildcard: all.filter((d) => d.wildcard).map(({ name, version, file }) => ({ name, version: version || '(none)', file })),
      nonRegistrySources: all.filter((d) => d.source).map(({ name, source, file }) => ({ name, source: source as string, file })),
      duplicatedFrameworks: COMPETING.map((group) => group.filter((f) => frameworks.includes(f))).filter((g) => g.length > 1).map((g) => g.join(' + ')),
      conflictingVersions: [...versions.entries()].filter(([, v]) => v.size > 1).map(([name, v]) => ({ name, versions: [...v] })),
      licences: manifests.filter((m) => m.licence).map((m) => ({ file: m.file, licence: m.licence as string })),
      workspaces: manifests.flatMap((m) => m.workspaces),
    };
  });
  const checks = types.map((type) => checkFor(type, ecosystems));
  const analysis = { files: reports.map((r) => ({ name: r.file, ecosystem: r.ecosystem, dependencies: r.dependencies.length })), ecosystems, checks };
  return { ...analysis, analysis_prompt: analysisPrompt(analysis) };
}

const names = (items: Array<{ name: string; version?: string }>, limit = 8) =>
  items.slice(0, limit).map((i) => (i.version !== undefined ? `${i.name} ${i.version}` : i.name)).join(', ') + (items.length > limit ? ` and ${items.length - limit} more` : '');

function checkFor(type: TechAnalysisType, ecosystems: EcosystemReport[]): AnalysisCheck {
  const findings: string[] = [];
  for (const e of ecosystems) {
    const label = e.ecosystem;
    switch (type) {
      case 'dependencies':
        findings.push(`${label}: ${e.direct} direct and ${e.dev} dev dependencies; frameworks: ${e.frameworks.join(', ') || 'none detected'}`);
        if (e.duplicatedFrameworks.length > 0) findings.push(`${label}: duplicated frameworks doing the same job: ${e.duplicatedFrameworks.join('; ')}`);
        if (e.conflictingVersions.length > 0) findings.push(`${label}: conflicting versions across files: ${e.conflictingVersions.map((c) => `${c.name} (${c.versions.join(' vs ')})`).join(', ')}`);
        if (e.workspaces.length > 0) findings.push(`${label}: workspaces: ${e.workspaces.join(', ')}`);
        break;
      case 'security':
        findings.push(`${label}: ${e.wildcard.length} wildcard or open-ended versions${e.wildcard.length > 0 ? ` (${names(e.wildcard)})` : ''}`);
        if (e.nonRegistrySources.length > 0) findings.push(`${label}: non-registry sources, not covered by advisories: ${e.nonRegistrySources.map((s) => `${s.name} (${s.source})`).join(', ')}`);
        break;
      case 'performance':
        findings.push(`${label}: ${e.direct} direct dependencies ship with the application${e.dev > 0 ? `; ${e.dev} dev dependencies stay out of production builds` : ''}`);
        break;
      case 'licensing':
        findings.push(e.licences.length > 0 ? `${label}: licence stated: ${e.licences.map((l) => `${l.licence} (${l.file})`).join(', ')}` : `${label}: no licence stated in the manifest`);
        break;
      case 'updates':
        findings.push(`${label}: ${e.unpinned.length} ranged (unpinned) versions${e.unpinned.length > 0 ? ` (${names(e.unpinned)})` : ''}; ${e.wildcard.length} wildcard`);
        break;
    }
  }
  const needsNetwork: Record<TechAnalysisType, string> = {
    dependencies: 'Transitive dependencies need the lock file or the registry.',
    security: 'Known vulnerabilities (CVEs) need a network advisory database (such as OSV); not checked offline.',
    performance: 'Package and bundle sizes need the registry or a build; not checked offline.',
    licensing: "Licences of the dependencies themselves need the registry; only the manifests' own licences are reported.",
    updates: 'Whether newer versions exist needs the registry; not checked offline.',
  };
  return { type, findings, needsNetwork: needsNetwork[type] };
}

function analysisPrompt(analysis: Omit<DependencyAnalysis, 'analysis_prompt'>): string {
  const lines = ['Generate a tech stack analysis of this project from its dependency files.', '', `Files analyzed: ${analysis.files.map((f) => `${f.name} (${f.ecosystem}, ${f.dependencies} dependencies)`).join(', ')}`, ''];
  for (const e of analysis.ecosystems) {
    lines.push(`Ecosystem ${e.ecosystem}:`);
    lines.push(`- Runtime: ${e.runtimes.join('; ') || 'not stated'}`);
    lines.push(`- Frameworks: ${e.frameworks.join(', ') || 'none detected'}`);
    lines.push(`- Dependencies: ${e.direct} direct, ${e.dev} dev`);
    lines.push(`- Unpinned versions: ${e.unpinned.length > 0 ? names(e.unpinned) : 'none'}`);
    lines.push(`- Wildcard versions: ${e.wildcard.length > 0 ? names(e.wildcard) : 'none'}`);
    if (e.duplicatedFrameworks.length > 0) lines.push(`- Duplicated frameworks: ${e.duplicatedFrameworks.join('; ')}`);
    if (e.conflictingVersions.length > 0) lines.push(`- Conflicting versions: ${e.conflictingVersions.map((c) => `${c.name} ${c.versions.join(' vs ')}`).join(', ')}`);
    if (e.licences.length > 0) lines.push(`- Licence: ${e.licences.map((l) => l.licence).join(', ')}`);
    lines.push('');
  }
  lines.push('Checks:');
  for (const check of analysis.checks) {
    for (const finding of check.findings) lines.push(`- ${check.type}: ${finding}`);
    lines.push(`- ${check.type} (needs network): ${check.needsNetwork}`);
  }
  return lines.join('\n');
}

export type DependencyAnalysisOutcome = { analysis: DependencyAnalysis; error?: undefined } | { analysis?: undefined; error: { file: string; message: string } };

/** analyzeDependencies for a worker thread: a bad file comes back as data (an Error's class does not cross threads). */
export function analyzeDependenciesSafely(request: AnalyzeDependenciesRequest): DependencyAnalysisOutcome {
  try {
    return { analysis: analyzeDependencies(request) };
  } catch (error) {
    if (error instanceof DependencyFileError) return { error: { file: error.file, message: error.message } };
    throw error;
  }
}
