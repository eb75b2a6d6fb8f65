/**
 * The build's last step (scripts/site-integration.ts): writes a Brotli (`.br`, quality 11) and a gzip
 * (`.gz`, level 9) twin next to every compressible file of build/client of at least COMPRESS_MIN_BYTES that it
 * shrinks, so `npm start` (@fastify/static `preCompressed`) sends the best encoding the browser accepts and nginx
 * (`gzip_static`) the .gz twin, without compressing on each request. CDNs compress by themselves and can skip the twins.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { COMPRESS_MIN_BYTES } from "~/lib/build-output";

const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;

export function precompress(clientDir: string): { files: number; bytes: number; brotli: number } {
  const totals = { files: 0, bytes: 0, brotli: 0 };
  for (const file of readdirSync(clientDir, { recursive: true, encoding: "utf8" })) {
    const full = path.join(clientDir, file);
    // Dotfiles (the image cache's manifest) are never served.
    if (!COMPRESSIBLE.test(file) || path.basename(file).startsWith(".") || !statSync(full).isFile()) continue;
    const body = readFileSync(full);
    if (body.length < COMPRESS_MIN_BYTES) continue;
    const brotli = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gzip = gzipSync(body, { level: 9 });
    if (brotli.length < body.length) writeFileSync(`${full}.br`, brotli);
    if (gzip.length < body.length) writeFileSync(`${full}.gz`, gzip);
    totals.files += 1;
    totals.bytes += body.length;
    totals.brotli += Math.min(brotli.length, body.length);
  }
  return totals;
}
