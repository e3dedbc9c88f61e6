import { constants, crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import { NONCE_LENGTH } from './security-headers.server.mjs';

/**
 * A kept document split around its render's CSP nonce, so each answer from the shop's document cache carries a
 * fresh one (no two responses share a nonce) while only copying bytes: the parts are kept compressed, so a browser
 * asking for gzip costs no compression per answer. Only the compressed parts are kept (a third of the page or
 * less): a plain answer inflates them, which is cheap and rare (browsers and CDNs ask for gzip). The CRC-32 of
 * each part and its shift (from its length, which never changes) are kept too, so a gzip answer's trailer is
 * combined from them without the plain bytes. A fresh nonce goes between every two parts.
 */
export type NonceTemplate = {
  gzip: Buffer[];
  crcs: number[];
  /** Each part's {@link crc32Shift}, worked out once here rather than on every answer. */
  shifts: number[];
  /** The plain bytes of the parts in all (the nonces between them not counted). */
  length: number;
  /** Bytes the template holds (what a cache of templates counts). */
  bytes: number;
};

// RFC 1952 header: magic, deflate, no flags, no time, no extra flags, unknown OS.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const SYNC_FLUSH = { finishFlush: constants.Z_SYNC_FLUSH };

/** The nonce a response's Content-Security-Policy names, or null. */
export function policyNonce(policy: string | null): string | null {
  return /'nonce-([A-Za-z0-9_-]+={0,2})'/.exec(policy ?? '')?.[1] ?? null;
}

/**
 * A copy of `bytes` that holds only them: zlib's output is a view of a 64 KB chunk even for a few bytes, and a
 * kept view keeps the whole chunk (a document of 20 parts held over a megabyte that way).
 */
function ownBytes(bytes: Buffer): Buffer {
  return Buffer.from(new Uint8Array(bytes).buffer);
}

/**
 * The rendered document as a template around every occurrence of `nonce` (none: one part). Each part is
 * compressed by a fresh compressor (so it refers to nothing before it) up to a sync flush (byte-aligned, no final
 * block), the last one up to the final block; each answer's nonce goes between them as a stored block.
 */
export function toNonceTemplate(html: Buffer, nonce: string | null): NonceTemplate {
  // A nonce is 22 random characters: it is only ever where the render wrote it.
  const parts = nonce
    ? html
        .toString('utf8')
        .split(nonce)
        .map((part) => Buffer.from(part))
    : [html];
  const last = parts.length - 1;
  const gzip = parts.map((part, i) => ownBytes(deflateRawSync(part, i === last ? {} : SYNC_FLUSH)));
  return {
    gzip,
    crcs: parts.map((part) => crc32(part)),
    shifts: parts.map((part) => crc32Shift(part.length)),
    length: parts.reduce((sum, part) => sum + part.length, 0),
    bytes: gzip.reduce((sum, part) => sum + part.length, 0),
  };
}

/** The kept document with `nonce` in place (a nonce is ASCII). */
export function fillNonceTemplate({ gzip }: NonceTemplate, nonce: string): Buffer<ArrayBuffer> {
  const value = Buffer.from(nonce, 'latin1');
  return Buffer.concat(
    gzip.flatMap((part, i) => {
      const plain = inflateRawSync(part, SYNC_FLUSH);
      return i === 0 ? [plain] : [value, plain];
    }),
  );
}

/** The kept document with `nonce` in place, as a gzip body (`Content-Encoding: gzip`). */
export function fillGzipNonceTemplate(
  { gzip, crcs, shifts, length }: NonceTemplate,
  nonce: string,
): Buffer<ArrayBuffer> {
  const value = Buffer.from(nonce, 'latin1');
  const valueCrc = crc32(value);
  const valueShift = value.length === NONCE_LENGTH ? NONCE_SHIFT : crc32Shift(value.length);
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
  gzip.forEach((part, i) => {
    if (i > 0) {
      chunks.push(stored, value);
      crc = crc32Combine(crc, valueCrc, valueShift);
    }
    chunks.push(part);
    crc = crc32Combine(crc, crcs[i] as number, shifts[i] as number);
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE((length + (gzip.length - 1) * value.length) % 2 ** 32, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}

// CRC-32 arithmetic (zlib's crc32_combine): polynomials over GF(2) modulo the reflected CRC-32 polynomial.
const POLY = 0xedb88320;
const TOP_BIT = 0x80000000;

/** a·b modulo the CRC polynomial (bit-reflected, as CRC-32 is). */
function multModP(a: number, b: number): number {
  let product = 0;
  let factor = b;
  for (let m = TOP_BIT; m > 0; m >>>= 1) {
    if (a & m) product ^= factor;
    factor = factor & 1 ? (factor >>> 1) ^ POLY : factor >>> 1;
  }
  return product >>> 0;
}

// x^(2^k) modulo the polynomial, for k = 0..31.
const X2N: number[] = [];
for (let k = 0, p = 1 << 30; k < 32; k++, p = multModP(p, p)) X2N.push(p);

/** x^(n·8) modulo the polynomial: the shift of a CRC by n zero bytes (what {@link crc32Combine} takes for n bytes). */
export function crc32Shift(n: number): number {
  let p = TOP_BIT;
  for (let k = 3, rest = n; rest > 0; rest = Math.floor(rest / 2), k++)
    if (rest % 2) p = multModP(X2N[k % 32] as number, p);
  return p;
}

// Every fresh nonce has the same length, so its shift is worked out once.
const NONCE_SHIFT = crc32Shift(NONCE_LENGTH);

/** The CRC-32 of A followed by B from A's CRC, B's CRC and B's {@link crc32Shift}, without the bytes themselves. */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multModP(shiftB, crcA) ^ crcB) >>> 0;
}
