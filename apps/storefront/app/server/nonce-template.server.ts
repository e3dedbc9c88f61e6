import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A kept document split around its render's CSP nonce, so each answer from the shop's document cache carries a
 * fresh one (no two responses share a nonce) while only copying bytes: `gzip` is the same split compressed, so a
 * browser asking for gzip costs no compression per answer either, and `crcs` are the parts' CRC-32s with `shifts`
 * their lengths as {@link crc32Shift} operators, so the gzip trailer's checksum is combined, not computed over the
 * document. A fresh nonce goes between every two parts.
 */
export type NonceTemplate = { parts: Buffer[]; gzip: Buffer[]; crcs: number[]; shifts: number[] };

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
  return {
    parts,
    gzip,
    crcs: parts.map((part) => crc32(part)),
    shifts: parts.map((part) => crc32Shift(part.length)),
  };
}

// CRC-32 arithmetic over GF(2) (as zlib's crc32_combine): the checksum of two pieces joined is the first's
// multiplied by x^(8·length of the second), modulo the polynomial, plus the second's.
const POLYNOMIAL = 0xedb88320;

/** a·b modulo the CRC-32 polynomial (bit-reflected, as the checksums are). */
function multiplyModP(a: number, b: number): number {
  let product = 0;
  let factor = b;
  for (let bit = 0x80000000; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= factor;
    factor = factor & 1 ? (factor >>> 1) ^ POLYNOMIAL : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(8·length) modulo the polynomial: what a checksum is multiplied by when `length` bytes follow it. */
export function crc32Shift(length: number): number {
  let result = 0x80000000; // x^0
  let square = 0x40000000; // x^1, squared each step: x^(2^k)
  for (let bits = length * 8; bits > 0; bits = Math.floor(bits / 2)) {
    if (bits % 2 === 1) result = multiplyModP(square, result);
    square = multiplyModP(square, square);
  }
  return result;
}

/** The CRC-32 of A followed by B from A's and B's checksums and B's {@link crc32Shift}. */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
}

/** The kept document with `nonce` in place (a nonce is ASCII). */
export function fillNonceTemplate({ parts }: NonceTemplate, nonce: string): Buffer<ArrayBuffer> {
  const value = Buffer.from(nonce, 'latin1');
  return Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [value, part])));
}

/** The kept document with `nonce` in place, as a gzip body (`Content-Encoding: gzip`). */
export function fillGzipNonceTemplate(
  { parts, gzip, crcs, shifts }: NonceTemplate,
  nonce: string,
): Buffer<ArrayBuffer> {
  const value = Buffer.from(nonce, 'latin1');
  // A stored block (RFC 1951 §3.2.4): not final, type 00, then LEN and its one's complement NLEN.
  const stored = Buffer.from([
    0,
    value.length & 0xff,
    value.length >> 8,
    ~value.length & 0xff,
    (~value.length >> 8) & 0xff,
  ]);
  const nonceCrc = crc32(value);
  const nonceShift = crc32Shift(value.length);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  parts.forEach((part, i) => {
    if (i > 0) {
      chunks.push(stored, value);
      crc = crc32Combine(crc, nonceCrc, nonceShift);
      length += value.length;
    }
    chunks.push(gzip[i] as Buffer);
    crc = crc32Combine(crc, crcs[i] as number, shifts[i] as number);
    length += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}
