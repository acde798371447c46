import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.map', '.txt', '.xml', '.webmanifest']);

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file of the
 * build, so the server sends the smallest encoding without compressing per request. A copy that is
 * not smaller than the file is not written.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'promptforge:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // closeBundle: after every file, the first-visit pages and public/ included, is written.
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries.filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name))).map((entry) => join(entry.parentPath, entry.name));
      let raw = 0;
      let br = 0;
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(file);
          const [brBody, gzBody] = await Promise.all([
            brotli(body, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
            }),
            gzipAsync(body, { level: 9 }),
          ]);
          raw += body.length;
          br += Math.min(brBody.length, body.length);
          if (brBody.length < body.length) await writeFile(`${file}.br`, brBody);
          if (gzBody.length < body.length) await writeFile(`${file}.gz`, gzBody);
        }),
      );
      this.info(`precompressed ${files.length} files: ${(raw / 1024).toFixed(0)} kB → ${(br / 1024).toFixed(0)} kB brotli`);
    },
  };
}
