import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CliError } from '../output/errors';
import { credentialsPath, fileCredentialStore } from './credentials-file';

const LOGIN = { url: 'http://a', servers: { 'http://a': { apiKey: 'pfk_a' } } };
const mode = (path: string) => statSync(path).mode & 0o777;

let root: string;
let path: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'pf-cli-config-'));
  path = join(root, 'xdg', 'promptforge', 'config.json');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('credentialsPath', () => {
  it('honours an absolute XDG_CONFIG_HOME, and otherwise uses ~/.config', () => {
    expect(credentialsPath({ XDG_CONFIG_HOME: '/xdg' }, '/home/ana')).toBe('/xdg/promptforge/config.json');
    expect(credentialsPath({}, '/home/ana')).toBe('/home/ana/.config/promptforge/config.json');
    expect(credentialsPath({ XDG_CONFIG_HOME: '' }, '/home/ana')).toBe('/home/ana/.config/promptforge/config.json');
    // The XDG spec: relative paths are invalid and ignored.
    expect(credentialsPath({ XDG_CONFIG_HOME: 'relative/dir' }, '/home/ana')).toBe('/home/ana/.config/promptforge/config.json');
  });
});

describe('fileCredentialStore', () => {
  it('reads nothing from a file that does not exist yet', async () => {
    expect(await fileCredentialStore(path).read()).toEqual({ servers: {} });
  });

  it('creates the directory 0700 and the file 0600, whatever the umask', async () => {
    const umask = process.umask(0);
    try {
      await fileCredentialStore(path).write(LOGIN);
    } finally {
      process.umask(umask);
    }

    expect(mode(join(root, 'xdg', 'promptforge'))).toBe(0o700);
    expect(mode(path)).toBe(0o600);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(LOGIN);
    expect(await fileCredentialStore(path).read()).toEqual(LOGIN);
  });

  it('closes an existing directory others can enter, and replaces a readable file with a 0600 one', async () => {
    mkdirSync(join(root, 'xdg', 'promptforge'), { recursive: true });
    chmodSync(join(root, 'xdg', 'promptforge'), 0o755);
    writeFileSync(path, '{}', { mode: 0o644 });

    await fileCredentialStore(path).write(LOGIN);

    expect(mode(join(root, 'xdg', 'promptforge'))).toBe(0o700);
    expect(mode(path)).toBe(0o600);
  });

  it('writes atomically: a new file renamed over the old one, and no temporary file left behind', async () => {
    const store = fileCredentialStore(path);
    await store.write(LOGIN);
    const before = statSync(path).ino;

    await store.write({ ...LOGIN, url: 'http://b' });

    expect(statSync(path).ino).not.toBe(before);
    expect(readdirSync(join(root, 'xdg', 'promptforge'))).toEqual(['config.json']);
  });

  it('never lets a reader see half a file while writes go on', async () => {
    const store = fileCredentialStore(path);
    await store.write(LOGIN);
    const big = (n: number) => ({
      url: `http://server-${n}`,
      servers: Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`http://s${i}`, { apiKey: `pfk_${n}_${i}` }])),
    });

    const writes = Promise.all(Array.from({ length: 20 }, (_, n) => store.write(big(n))));
    const reads: unknown[] = [];
    for (let i = 0; i < 50; i += 1) reads.push(await store.read());
    await writes;

    expect(reads.every((value) => typeof value === 'object' && value !== null)).toBe(true);
    expect(readdirSync(join(root, 'xdg', 'promptforge'))).toEqual(['config.json']);
  });

  it('fails with the path and cleans up when the file cannot be replaced', async () => {
    mkdirSync(path, { recursive: true }); // a directory where the file should be: rename fails

    const error = await fileCredentialStore(path).write(LOGIN).catch((thrown: unknown) => thrown);

    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).message).toMatch(new RegExp(`^cannot write ${path}: E[A-Z]+$`));
    expect(readdirSync(join(root, 'xdg', 'promptforge'))).toEqual(['config.json']);
  });

  it('refuses a damaged file, naming it', async () => {
    mkdirSync(join(root, 'xdg', 'promptforge'), { recursive: true });
    writeFileSync(path, '{"url": "http://a", "servers": {');

    await expect(fileCredentialStore(path).read()).rejects.toThrow(
      `the config file ${path} is not valid (not JSON): fix or delete it`,
    );
  });

  it('removes the file, and does not mind when it is already gone', async () => {
    const store = fileCredentialStore(path);
    await store.write(LOGIN);

    await store.remove();
    await store.remove();

    expect(readdirSync(join(root, 'xdg', 'promptforge'))).toEqual([]);
  });
});
