// Summarises a V8 .cpuprofile (node --cpu-prof) by package: self time per npm package, per group of packages and
// per function, optionally restricted to a time window (so that start-up and warm-up are left out).
//
// Attribution: a frame with a script URL counts for the package that URL belongs to (the last node_modules/<pkg>
// in the path; node:… built-ins as "node:<module>"; backend/dist as "backend (app code)"). A frame without a URL
// (a V8 builtin or native function such as JSON.stringify, RegExp or a C++ binding) counts for the nearest caller
// that has one, so that e.g. the JSON.stringify in Express's res.json() is charged to express. (program) and
// (garbage collector) stay on their own; (idle) is left out of the percentages.

const GROUPS = [
  ['MikroORM', /^@mikro-orm\/|^knex$|^kysely$/],
  ['pg driver', /^pg(-protocol|-pool|-types|-connection-string|-int8|pass)?$|^postgres-(array|bytea|date|interval)$|^split2$/],
  ['logging (pino, pino-http, nestjs-pino)', /^pino(-http|-std-serializers|-abstract-transport)?$|^nestjs-pino$|^sonic-boom$|^fast-redact$|^@pinojs\/|^thread-stream$|^quick-format-unescaped$|^safe-stable-stringify$|^on-exit-leak-free$|^atomic-sleep$|^real-require$|^process-warning$|^fast-safe-stringify$/],
  ['helmet', /^helmet$/],
  ['passport (+ @nestjs/passport, strategies)', /^passport(-jwt|-custom|-strategy)?$|^@nestjs\/passport$|^pause$|^utils-merge$/],
  ['jsonwebtoken (+ jws, jwa)', /^jsonwebtoken$|^jws$|^jwa$|^buffer-equal-constant-time$|^ecdsa-sig-formatter$|^lodash\.|^semver$|^ms$/],
  ['argon2', /argon2/],
  ['NestJS (core, common, platform-express, …)', /^@nestjs\/|^rxjs$|^reflect-metadata$|^iterare$|^tslib$|^uid$|^class-transformer$|^class-validator$/],
  ['express (+ router, body-parser, send, …)', /^express$|^router$|^body-parser$|^finalhandler$|^send$|^serve-static$|^etag$|^fresh$|^on-finished$|^on-headers$|^qs$|^content-type$|^type-is$|^mime(-types|-db)?$|^accepts$|^negotiator$|^path-to-regexp$|^cookie(-signature)?$|^statuses$|^vary$|^depd$|^proxy-addr$|^forwarded$|^ipaddr\.js$|^parseurl$|^encodeurl$|^escape-html$|^merge-descriptors$|^debug$|^range-parser$|^methods$|^media-typer$|^http-errors$|^setprototypeof$|^inherits$|^raw-body$|^iconv-lite$|^content-disposition$|^safe-buffer$|^ee-first$|^unpipe$|^destroy$|^is-promise$|^side-channel|^object-inspect$|^call-bind|^get-intrinsic$|^es-|^gopd$|^has-|^hasown$|^function-bind$|^math-intrinsics$|^dunder-proto$|^get-proto$|^bytes$|^toidentifier$/],
];

/** The package a script URL belongs to. */
export function packageOf(url) {
  if (!url) return null;
  const modules = [...url.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)];
  if (modules.length) return modules.at(-1)[1];
  if (url.startsWith('node:')) {
    const first = url.replace(/^node:(internal\/)?/, '').split('/')[0];
    return `node:${first.startsWith('_http') ? 'http' : first.replace(/^_/, '').replace(/\.js$/, '')}`;
  }
  if (url.includes('/backend/dist/')) return 'backend (app code)';
  return `other (${url.split('/').at(-1)})`;
}

export function groupOf(pkg) {
  if (pkg.startsWith('node:')) return 'Node.js core (http, net, streams, crypto, …)';
  if (pkg.startsWith('(')) return pkg;
  for (const [name, pattern] of GROUPS) if (pattern.test(pkg)) return name;
  return pkg === 'backend (app code)' ? pkg : `other: ${pkg}`;
}

/**
 * @param profile a parsed .cpuprofile
 * @param window optional { fromUs, toUs } on the profile's clock (CLOCK_MONOTONIC µs, the same clock as
 *   process.hrtime in another process on Linux); samples outside it are ignored
 * @returns { busyUs, idleUs, windowed, packages, groups, functions } with [name, µs, share of busy time] rows, largest first
 */
export function summariseProfile(profile, window = {}) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const ownerCache = new Map();
  /** [package, function label] the node's self time is charged to. */
  const owner = (id) => {
    if (ownerCache.has(id)) return ownerCache.get(id);
    const { callFrame } = nodes.get(id);
    const fn = callFrame.functionName || '(anonymous)';
    let result;
    if (/^\((program|garbage collector|idle|root)\)$/.test(fn)) {
      result = [fn, fn];
    } else if (callFrame.url) {
      const file = callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/backend\/dist\//, 'backend/dist/');
      result = [packageOf(callFrame.url), `${fn} ${file}:${callFrame.lineNumber + 1}`];
    } else {
      const up = parent.has(id) ? owner(parent.get(id)) : ['(native)', fn];
      result = [up[0], `${fn} [native, called from ${up[0]}]`];
    }
    ownerCache.set(id, result);
    return result;
  };

  const { samples, timeDeltas } = profile;
  const avg = (profile.endTime - profile.startTime) / Math.max(1, samples.length);
  const windowed = Number.isFinite(window.fromUs) && Number.isFinite(window.toUs);
  const packages = new Map();
  const functions = new Map();
  let busyUs = 0;
  let idleUs = 0;
  let t = profile.startTime;
  for (let i = 0; i < samples.length; i++) {
    t += timeDeltas[i];
    if (windowed && (t < window.fromUs || t > window.toUs)) continue;
    const dur = timeDeltas[i + 1] ?? avg;
    const [pkg, fn] = owner(samples[i]);
    if (pkg === '(idle)') {
      idleUs += dur;
      continue;
    }
    busyUs += dur;
    packages.set(pkg, (packages.get(pkg) ?? 0) + dur);
    const fnKey = `${pkg}\u0000${fn}`;
    functions.set(fnKey, (functions.get(fnKey) ?? 0) + dur);
  }
  const groups = new Map();
  for (const [pkg, us] of packages) groups.set(groupOf(pkg), (groups.get(groupOf(pkg)) ?? 0) + us);
  const rows = (map, name = (k) => k) =>
    [...map.entries()].sort((a, b) => b[1] - a[1]).map(([k, us]) => [name(k), us, busyUs ? us / busyUs : NaN]);
  return {
    busyUs,
    idleUs,
    windowed,
    packages: rows(packages),
    groups: rows(groups),
    functions: rows(functions, (k) => {
      const [pkg, fn] = k.split('\u0000');
      return pkg === fn ? fn : `${pkg}: ${fn}`;
    }),
  };
}
