import { open } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

/**
 * The channel's static files (SPEC §7: "Static assets are at /assets/{channelId}/static/..."): the shop's own
 * icons, logos and documents, kept beside the build rather than in it so a shop swaps them without a rebuild.
 * STATIC_DIR points at another folder; the default is the storefront's `static/`.
 */
export const STATIC_ROOT = resolve(
  process.env.STATIC_DIR ?? fileURLToPath(new URL('../../static', import.meta.url)),
);

const TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

// Plain file names only: no dot-files, no `..`, no control characters or backslashes, short segments.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/**
 * The file a request's path under the static folder names, or null: every segment a plain name, at most 8 deep,
 * with a known type, and the result inside `root` (nothing a URL says can leave it).
 */
export function staticFilePath(root: string, path: string): { file: string; type: string } | null {
  const segments = path.split('/');
  if (segments.length > 8 || !segments.every((s) => SEGMENT.test(s) && !s.includes('..'))) return null;
  const type = TYPES[extname(path).toLowerCase()];
  const file = resolve(root, ...segments);
  if (!type || !file.startsWith(`${root}${sep}`)) return null;
  return { file, type };
}

/** The file as a response (cached for an hour: the names are not fingerprinted), or null when it is not there. */
export async function staticFileResponse(root: string, path: string): Promise<Response | null> {
  const found = staticFilePath(root, path);
  if (!found) return null;
  const handle = await open(found.file, 'r').catch(() => null);
  if (!handle) return null;
  const stat = await handle.stat();
  if (!stat.isFile()) {
    await handle.close();
    return null;
  }
  return new Response(Readable.toWeb(handle.createReadStream()) as ReadableStream, {
    headers: {
      'Content-Type': found.type,
      'Content-Length': String(stat.size),
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
