import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A kept document split around its render's CSP nonce, so each answer from the shop's document cache carries a
 * fresh one (no two responses share a nonce) while only copying bytes: `gzip` is the same split compressed, so a
 * browser asking for gzip costs no compression per answer either. A fresh nonce goes between every two parts.
 */
export type NonceTemplate = { parts: Buffer[]; gzip: Buffer[] };

// RFC 1952 header: magic, deflate, no flags, no time, no extra flags, unknown OS.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** The nonce a response's Content-Security-Policy names, or null. */
export function policyNonce(policy: string | null): string | null {
  return /'nonce-([A-Za-z0-9_-]+={0,2})'/.exec(policy ?? '')?.[1] ?? null;
}

/**
 * The rendered document as a template around every occurrence of `nonce` (none: one part). Each part is
 * compressed by a fresh compressor (so it refers to nothing before it) up to a sync flush (byte-aligned, no final
 * block), the last one up to the final block; each answer's nonce goes between them as a stored block.
 */
export function toNonceTemplate(html: Buffer, nonce: string | null): NonceTemplate {
  // A nonce is 22 random characters: it is only ever where the render wrote it.
  const text = html.toString('utf8');
  const parts = nonce ? text.split(nonce).map((part) => Buffer.from(part)) : [html];
  const last = parts.length - 1;
  const gzip = parts.map((part, i) =>
    deflateRawSync(part, i === last ? {} : { finishFlush: constants.Z_SYNC_FLUSH }),
  );
  return { parts, gzip };
}

/** The kept document with `nonce` in place (a nonce is ASCII). */
export function fillNonceTemplate({ parts }: NonceTemplate, nonce: string): Buffer<ArrayBuffer> {
  const value = Buffer.from(nonce, 'latin1');
  return Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [value, part])));
}

/** The kept document with `nonce` in place, as a gzip body (`Content-Encoding: gzip`). */
export function fillGzipNonceTemplate({ parts, gzip }: NonceTemplate, nonce: string): Buffer<ArrayBuffer> {
  const value = Buffer.from(nonce, 'latin1');
  // A stored block (RFC 1951 §3.2.4): not final, type 00, then LEN and its one's complement NLEN.
  const stored = Buffer.from([
    0,
    value.length & 0xff,
    value.length >> 8,
    ~value.length & 0xff,
    (~value.length >> 8) & 0xff,
  ]);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  parts.forEach((part, i) => {
    if (i > 0) {
      chunks.push(stored, value);
      crc = crc32(value, crc);
      length += value.length;
    }
    chunks.push(gzip[i] as Buffer);
    crc = crc32(part, crc);
    length += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}
