import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from '../utils';

/**
 * docker-compose.yml is a contract with the backend: the services exist and are health-checked, every variable
 * the api and worker get is one the backend reads, and the URLs and ports line up between services.
 */
const COMPOSE_FILE = join(REPO_ROOT, 'docker-compose.yml');

interface Service {
  image?: string;
  build?: unknown;
  command?: string | string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  env_file?: string | string[] | Array<{ path: string }>;
  ports?: Array<string | number | { target: number; published?: string | number }>;
  expose?: Array<string | number>;
  volumes?: Array<string | { type?: string; source?: string; target: string }>;
  working_dir?: string;
  healthcheck?: { test?: string | string[]; disable?: boolean };
}

interface Compose {
  services?: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

/** The variables the backend reads (backend/src/config/env.ts), from the build. */
function backendVariables(): readonly string[] {
  const backendDir = join(REPO_ROOT, 'backend');
  // env.js should load reflect-metadata itself (src/config/env.ts imports it), but `nest build` drops that
  // side-effect import from dist/src/config/env.js: load it first.
  require(require.resolve('reflect-metadata', { paths: [backendDir] }));
  const envModule = join(backendDir, 'dist', 'src', 'config', 'env.js');
  return (require(envModule) as { ENVIRONMENT_VARIABLE_NAMES: readonly string[] }).ENVIRONMENT_VARIABLE_NAMES;
}

describe('docker-compose.yml', () => {
  let compose: Compose;
  let services: Record<string, Service>;

  beforeAll(() => {
    if (!existsSync(COMPOSE_FILE)) {
      throw new Error(`${COMPOSE_FILE} is missing: it must define the services postgres, redis, api and worker`);
    }
    compose = parse(readFileSync(COMPOSE_FILE, 'utf8'), { merge: true }) as Compose;
    services = compose.services ?? {};
  });

  it('defines postgres, redis, api and worker, each with a health check', () => {
    expect(Object.keys(services)).toEqual(expect.arrayContaining(['postgres', 'redis', 'api', 'worker']));
    for (const name of ['postgres', 'redis', 'api', 'worker']) {
      const check = services[name].healthcheck;
      expect({ service: name, hasHealthcheck: !!check?.test && check.test.length > 0 && check.disable !== true }).toEqual({
        service: name,
        hasHealthcheck: true,
      });
    }
  });

  it.each(['api', 'worker'])('%s sets only variables the backend knows', (name) => {
    const known = backendVariables();
    expect(known).toContain('DATABASE_URL');

    const unknown = Object.keys(environmentOf(services[name])).filter((variable) => !known.includes(variable));

    expect(unknown).toEqual([]);
  });

  it('publishes the api on the port it listens on (PORT = container side of the published port)', () => {
    const api = services.api;
    const port = Number(environmentOf(api).PORT ?? 3000); // the backend's default when PORT is unset

    expect(containerPorts(api)).toContain(port);
  });

  it.each(['api', 'worker'])('%s reaches the postgres and redis services on their ports', (name) => {
    const environment = environmentOf(services[name]);
    expect(environment.DATABASE_URL).toBeTruthy();
    expect(environment.REDIS_URL).toBeTruthy();
    const database = new URL(environment.DATABASE_URL);
    const redis = new URL(environment.REDIS_URL);

    expect({ host: database.hostname, port: Number(database.port || 5432) }).toEqual({
      host: 'postgres',
      port: servicePort(services.postgres, 5432, /(?:-p|-c\s+port=)\s*(\d+)/),
    });
    expect({ host: redis.hostname, port: Number(redis.port || 6379) }).toEqual({
      host: 'redis',
      port: servicePort(services.redis, 6379, /--port\s+(\d+)/),
    });
  });

  it('keeps PostgreSQL data in a declared volume', () => {
    const mount = mountAt(services.postgres, (target) => target.startsWith('/var/lib/postgresql'));

    expect(mount).toBeDefined();
    expect(declaredVolumes()).toContain(mount!.source);
  });

  it('keeps the api DATA_DIR in a declared volume', () => {
    const service = services.api;
    const dataDir = dataDirOf(service);

    const mount = mountAt(service, (target) => posix.normalize(target) === dataDir);

    expect({ dataDir, mounted: mount !== undefined }).toEqual({ dataDir, mounted: true });
    expect(declaredVolumes()).toContain(mount!.source);
  });

  // ------------------------------------------------------------------------------------------- helpers

  function declaredVolumes(): string[] {
    return Object.keys(compose.volumes ?? {});
  }

  /** The service's environment (env_file entries first, `environment` wins), with ${VAR:-default} resolved. */
  function environmentOf(service: Service): Record<string, string> {
    const result: Record<string, string> = {};
    const files = service.env_file === undefined ? [] : Array.isArray(service.env_file) ? service.env_file : [service.env_file];
    for (const file of files) {
      const path = join(dirname(COMPOSE_FILE), typeof file === 'string' ? file : file.path);
      if (existsSync(path)) {
        for (const line of readFileSync(path, 'utf8').split('\n')) {
          const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
          if (match) result[match[1]] = interpolate(match[2].replace(/^(['"])(.*)\1$/, '$2'));
        }
      }
    }
    const environment = service.environment ?? {};
    const entries = Array.isArray(environment)
      ? environment.map((item) => {
          const index = item.indexOf('=');
          return index < 0 ? [item, ''] : [item.slice(0, index), item.slice(index + 1)];
        })
      : Object.entries(environment).map(([key, value]) => [key, value === null ? '' : String(value)]);
    for (const [key, value] of entries) result[key] = interpolate(value);
    return result;
  }

  /** Compose interpolation as it resolves with nothing set in the shell: defaults, else empty. */
  function interpolate(value: string): string {
    return value
      .replace(/\$\{[A-Za-z_][A-Za-z0-9_]*(?::?-([^}]*))?(?::?[?+][^}]*)?\}/g, (_match, fallback: string | undefined) => fallback ?? '')
      .replace(/\$\$/g, '$');
  }

  function containerPorts(service: Service): number[] {
    const published = (service.ports ?? []).map((port) => {
      if (typeof port === 'object') return Number(port.target);
      const spec = interpolate(String(port)).split('/')[0];
      return Number(spec.split(':').pop());
    });
    const exposed = (service.expose ?? []).map((port) => Number(String(port).split('/')[0]));
    return [...published, ...exposed];
  }

  /** The port a service listens on inside the network: from its command, else its ports, else the image default. */
  function servicePort(service: Service, fallback: number, commandPort: RegExp): number {
    const command = Array.isArray(service.command) ? service.command.join(' ') : service.command ?? '';
    const fromCommand = commandPort.exec(command)?.[1];
    if (fromCommand) return Number(fromCommand);
    const fromEnv = environmentOf(service).PGPORT;
    if (fromEnv) return Number(fromEnv);
    return containerPorts(service)[0] ?? fallback;
  }

  function mountAt(service: Service, matches: (target: string) => boolean): { source: string; target: string } | undefined {
    return (service.volumes ?? [])
      .map((volume) => {
        if (typeof volume === 'object') return { source: volume.source ?? '', target: volume.target };
        const [source, target] = interpolate(volume).split(':');
        return target === undefined ? { source: '', target: source } : { source, target };
      })
      .find((mount) => matches(mount.target));
  }

  /** DATA_DIR inside the container: absolute, or relative to working_dir (the backend's default is ./.data). */
  function dataDirOf(service: Service): string {
    const value = environmentOf(service).DATA_DIR || './.data';
    if (posix.isAbsolute(value)) return posix.normalize(value);
    if (!service.working_dir) {
      throw new Error(`DATA_DIR is relative (${value}) and the service has no working_dir: set DATA_DIR to an absolute path`);
    }
    return posix.join(service.working_dir, value);
  }
});
