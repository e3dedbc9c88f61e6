import { Transform, type TransformCallback } from 'node:stream';

/**
 * The stream a document render is piped into. React's server renderer writes its HTML in 4 KB pieces and calls
 * `flush()` on its destination when a pass of work is written; every piece handed on costs a web-stream read, a
 * socket write and, with gzip, a compressor flush (React Router's Express adapter flushes after each chunk). So the
 * pieces are held and handed on as one chunk per React flush: a page whose shell is ready at once goes out as one
 * or two chunks, and a boundary that suspends still streams as soon as React writes it.
 *
 * The first chunk (the head) also has its module preloads lowered to `fetchpriority="low"`: the first paint needs only
 * the HTML, CSS and the first images, and hydration starts after that paint (entry.client.tsx), so a phone's narrow
 * link carries those first (ARCHITECTURE.md, "What a page loads first").
 */
export class DocumentStream extends Transform {
  #pieces: Buffer[] = [];
  #headSent = false;

  override _transform(piece: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#pieces.push(piece);
    callback();
  }

  /** Hands on what React wrote since its last flush, as one chunk (React calls this after each pass). */
  flush(): void {
    const pieces = this.#pieces;
    if (pieces.length === 0) return;
    this.#pieces = [];
    const chunk = pieces.length === 1 ? (pieces[0] as Buffer) : Buffer.concat(pieces);
    if (this.#headSent) this.push(chunk);
    else {
      this.#headSent = true;
      this.push(lowerModulePreloads(chunk));
    }
  }

  override _flush(callback: TransformCallback): void {
    this.flush();
    callback();
  }
}

const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_MODULE_PRELOAD = Buffer.from('<link rel="modulepreload" fetchpriority="low"');

/** The chunk with every `<link rel="modulepreload"` (as React Router's `<Scripts>` writes them) fetched at low priority. */
export function lowerModulePreloads(chunk: Buffer): Buffer {
  let at = chunk.indexOf(MODULE_PRELOAD);
  if (at < 0) return chunk;
  const parts: Buffer[] = [];
  let from = 0;
  while (at >= 0) {
    parts.push(chunk.subarray(from, at), LOW_MODULE_PRELOAD);
    from = at + MODULE_PRELOAD.length;
    at = chunk.indexOf(MODULE_PRELOAD, from);
  }
  parts.push(chunk.subarray(from));
  return Buffer.concat(parts);
}
