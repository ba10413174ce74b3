// The build's scripts and stylesheets, also written compressed beside themselves (x.js.br,
// x.js.gz), so the host sends them at the best ratio without compressing per request: nginx's
// brotli_static and gzip_static (deploy/nginx.conf), and `vite preview` (scripts/preview-headers.ts).
// Brotli at its highest quality is about 13% smaller than gzip on these files (the entry: 150 →
// 130 KiB), which a phone on a slow link waits for before any page's data.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The files worth compressing: the hashed scripts and stylesheets. Smaller ones gain nothing. */
export function isPrecompressed(fileName: string, size: number): boolean {
  return /^assets\/[^/]+\.(js|css)$/.test(fileName) && size >= 1024;
}

/** The encodings written beside each file, by the suffix the hosts look for. */
export async function compressedCopies(content: Buffer): Promise<Record<'.br' | '.gz', Buffer>> {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { '.br': br, '.gz': gz };
}

export function precompressPlugin(): Plugin {
  return {
    name: 'courtyard:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      await Promise.all(
        Object.keys(bundle).map(async (fileName) => {
          const file = join(outDir, fileName);
          const content = await readFile(file).catch(() => null);
          if (!content || !isPrecompressed(fileName, content.length)) return;
          const copies = await compressedCopies(content);
          await Promise.all(
            Object.entries(copies).map(([suffix, data]) => writeFile(`${file}${suffix}`, data)),
          );
        }),
      );
    },
  };
}
