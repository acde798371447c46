#!/usr/bin/env node
import { run } from './program';

// `promptforge … | head -1`: once the reader is gone there is no one left to write to.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
});

void run(
  process.argv,
  {
    // Loaded on first use: --help and --version never pay for openapi-fetch.
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
