#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as Program from './program';

// `promptforge … | head -1`: once the reader is gone there is no one left to write to.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
});

/**
 * `--version` and `--help` on their own are answered before commander and the command modules load: they cost a
 * third of a bare Node start, and CI scripts call them. The version comes from package.json; the root help is the
 * text commander printed at build time (`scripts/write-root-help.mjs`), used only where commander would print the
 * same text: output that is not a terminal, so no width to wrap to. Anything else goes through commander.
 */
function quickAnswer(args: readonly string[]): string | undefined {
  if (args.length !== 1) return undefined;
  if (args[0] === '--version' || args[0] === '-V') {
    return `${(JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as { version: string }).version}\n`;
  }
  if ((args[0] === '--help' || args[0] === '-h') && !process.stdout.isTTY) {
    try {
      return readFileSync(join(__dirname, 'root-help.txt'), 'utf8');
    } catch {
      return undefined; // not built yet (the build itself asks commander)
    }
  }
  return undefined;
}

const quick = quickAnswer(process.argv.slice(2));
if (quick !== undefined) {
  process.stdout.write(quick);
} else {
  const { run } = require('./program') as typeof Program;
  void run(
    process.argv,
    {
      // Loaded on first use: only the commands that call the server pay for openapi-fetch.
      createApiClient: async (connection) => (await import('./api/client.js')).createApiClient(connection),
      // Also on first use: the config file is read inside actions only, and stdin is opened only by login.
      openCredentials: async () => {
        const { credentialsPath, fileCredentialStore } = await import('./config/credentials-file.js');
        return fileCredentialStore(credentialsPath(process.env));
      },
      readSecret: async (prompt) => (await import('./input/read-secret.js')).readSecret(process.stdin, process.stderr, prompt),
      output: {
        stdout: (text) => void process.stdout.write(text),
        stderr: (text) => void process.stderr.write(text),
      },
      env: process.env,
      setExitCode: (code) => {
        process.exitCode = code;
      },
    },
    'node',
  );
}
