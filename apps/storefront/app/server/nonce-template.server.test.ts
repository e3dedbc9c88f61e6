import { randomBytes } from 'node:crypto';
import { crc32, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  crc32Combine,
  crc32Shift,
  fillGzipNonceTemplate,
  fillNonceTemplate,
  policyNonce,
  toNonceTemplate,
} from './nonce-template.server';
import { createNonce, NONCE_LENGTH } from './security-headers.server.mjs';

// Two nonces of the form createNonce makes (22 base64url characters).
const NONCE_A = 'AAAAAAAAAAAAAAAAAAAAAA';
const NONCE_B = 'b-b_bbbbbbbbbbbbbbbbbb';

// Long and repetitive, as a real document is, so the parts really compress.
const page = (nonce: string) =>
  `<html><head><script nonce="${nonce}">1</script></head><body>` +
  `${'<a href="/c/interior/floor-mats/">Floor Mats – Öl ✓</a>'.repeat(400)}` +
  `<script type="module" nonce="${nonce}">import "/a.js"</script>` +
  `${'<p class="fk-footer">Räder</p>'.repeat(300)}<script nonce="${nonce}">2</script></body></html>`;

describe('nonce templates of kept documents', () => {
  it("reads the nonce of a response's policy", () => {
    expect(policyNonce(`script-src 'nonce-${NONCE_B}' 'strict-dynamic'; object-src 'none'`)).toBe(NONCE_B);
    expect(policyNonce("frame-ancestors 'self'")).toBeNull();
    expect(policyNonce(null)).toBeNull();
  });

  it("puts each answer's own nonce where the render's were, plain and gzipped", () => {
    const template = toNonceTemplate(Buffer.from(page(NONCE_A)), NONCE_A);
    expect(template.gzip).toHaveLength(4);
    for (const nonce of [NONCE_B, NONCE_A]) {
      expect(fillNonceTemplate(template, nonce).toString()).toBe(page(nonce));
      const body = fillGzipNonceTemplate(template, nonce);
      expect(gunzipSync(body).toString()).toBe(page(nonce));
      expect(body.length).toBeLessThan(page(nonce).length / 5);
    }
  });

  it('keeps a document without a nonce as it is', () => {
    const template = toNonceTemplate(Buffer.from('<p>Öl</p>'), null);
    expect(fillNonceTemplate(template, NONCE_B).toString()).toBe('<p>Öl</p>');
    expect(gunzipSync(fillGzipNonceTemplate(template, NONCE_B)).toString()).toBe('<p>Öl</p>');
  });

  it('holds only its compressed bytes, each part in a buffer of its own size', () => {
    const html = Buffer.from(page(NONCE_A));
    const template = toNonceTemplate(html, NONCE_A);
    const held = template.gzip.reduce((sum, part) => sum + part.buffer.byteLength, 0);
    expect(held).toBe(template.bytes);
    expect(template.bytes).toBeLessThan(html.length / 5);
  });

  it("combines two CRC-32s into the concatenation's", () => {
    for (const [a, b] of [
      [0, 0],
      [1, 7],
      [100, 5000],
      [70_000, 33],
    ] as const) {
      const first = randomBytes(a);
      const second = randomBytes(b);
      expect(crc32Combine(crc32(first), crc32(second), crc32Shift(b))).toBe(
        crc32(Buffer.concat([first, second])),
      );
    }
  });

  it("ends each gzip answer with the whole page's CRC-32 and length, from the kept parts' CRCs and shifts", () => {
    const nonce = createNonce();
    expect(nonce).toHaveLength(NONCE_LENGTH);
    for (const html of [
      page(NONCE_A),
      `${NONCE_A}<p>first</p>`,
      `<p>last</p>${NONCE_A}`,
      `${NONCE_A}${NONCE_A}`,
      '',
      'Räder ✓'.repeat(10_000),
    ]) {
      const template = toNonceTemplate(Buffer.from(html), NONCE_A);
      const plain = Buffer.from(html.replaceAll(NONCE_A, nonce));
      const body = fillGzipNonceTemplate(template, nonce);
      expect(body.readUInt32LE(body.length - 8), html.slice(0, 30)).toBe(crc32(plain));
      expect(body.readUInt32LE(body.length - 4)).toBe(plain.length);
    }
  });

  it('takes a nonce of another length too (its shift is worked out for it)', () => {
    const template = toNonceTemplate(Buffer.from(page(NONCE_A)), NONCE_A);
    const body = fillGzipNonceTemplate(template, 'short');
    expect(body.readUInt32LE(body.length - 8)).toBe(crc32(Buffer.from(page('short'))));
    expect(gunzipSync(body).toString()).toBe(page('short'));
  });
});
