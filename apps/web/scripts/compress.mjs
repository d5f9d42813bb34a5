// The last step of the build: a brotli and a gzip copy of every text file in dist/, which the server sends to
// browsers that accept them (no compression work per request). A copy that would not be smaller is left out.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(?:html|js|css|svg|json|txt|webmanifest)$/;

/** Writes the copies for every text file under `dist`; returns what it did. */
export function compressDir(dist) {
  let files = 0;
  let raw = 0;
  let brotli = 0;
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !TEXT.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = readFileSync(file);
    const br = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    });
    const gz = gzipSync(content, { level: 9 });
    if (br.length < content.length) writeFileSync(`${file}.br`, br);
    if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
    files += 1;
    raw += content.length;
    brotli += Math.min(br.length, content.length);
  }
  return { files, raw, brotli };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
  const { files, raw, brotli } = compressDir(dist);
  console.log(
    `compressed ${files} files: ${(raw / 1024).toFixed(0)} kB, ${(brotli / 1024).toFixed(0)} kB with brotli`,
  );
}
