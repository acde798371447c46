import { chmod, mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { basename, dirname, isAbsolute, join } from 'node:path';
import { CliError } from '../output/errors';
import type { Env } from './connection';
import {
  NO_CREDENTIALS,
  parseCredentials,
  serializeCredentials,
  type Credentials,
  type CredentialStore,
} from './credentials';

/** `$XDG_CONFIG_HOME/promptforge/config.json`, else `~/.config/promptforge/config.json`. */
export function credentialsPath(env: Env, home: string = homedir()): string {
  const xdg = env.XDG_CONFIG_HOME;
  // The XDG base directory spec: a relative path is invalid and is ignored.
  const base = xdg !== undefined && isAbsolute(xdg) ? xdg : join(home, '.config');
  return join(base, 'promptforge', 'config.json');
}

/**
 * The config file on disk. Its directory is 0700 and the file 0600: the mode is set when the file is created,
 * so there is no moment at which others could read a key. Writes go to a temporary file in the same
 * directory, flushed and renamed over the old file, so a reader sees the old content or the new, never half.
 */
export function fileCredentialStore(path: string): CredentialStore {
  const directory = dirname(path);
  const failed = (doing: string, error: unknown) =>
    new CliError(`cannot ${doing} ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);

  return {
    path,

    async read(): Promise<Credentials> {
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return NO_CREDENTIALS;
        throw failed('read', error);
      }
      return parseCredentials(text, path);
    },

    async write(credentials: Credentials): Promise<void> {
      try {
        await mkdir(directory, { recursive: true, mode: 0o700 });
        // mkdir leaves an existing directory as it is: one that others can enter is closed to them.
        if (((await stat(directory)).mode & 0o077) !== 0) await chmod(directory, 0o700);
      } catch (error) {
        throw failed('create the directory of', error);
      }
      const suffix = `${process.pid}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
      const temporary = join(directory, `.${basename(path)}.${suffix}.tmp`);
      let created = false;
      try {
        // 'wx': a new file (never through a planted symlink), created with mode 0600.
        const handle = await open(temporary, 'wx', 0o600);
        created = true;
        try {
          await handle.writeFile(serializeCredentials(credentials), 'utf8');
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, path);
      } catch (error) {
        if (created) await rm(temporary, { force: true });
        throw failed('write', error);
      }
    },

    async remove(): Promise<void> {
      try {
        await rm(path, { force: true });
      } catch (error) {
        throw failed('delete', error);
      }
    },
  };
}
