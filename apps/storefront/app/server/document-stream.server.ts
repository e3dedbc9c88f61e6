import { Transform, type TransformCallback } from 'node:stream';
import { hydrationCodeRelease } from '../lib/first-paint';

/**
 * The stream a document render is piped into. React's server renderer writes its HTML in 4 KB pieces and calls
 * `flush()` on its destination when a pass of work is written; every piece handed on costs a web-stream read, a
 * socket write and, with gzip, a compressor flush (React Router's Express adapter flushes after each chunk). So the
 * pieces are held and handed on as one chunk per React flush: a page whose shell is ready at once goes out as one
 * or two chunks, and a boundary that suspends still streams as soon as React writes it.
 *
 * The document's hydration code waits for the first paint (ARCHITECTURE.md, "What a page loads first"): React Router's
 * module preloads are renamed (`rel="fitkit-modulepreload"`, which the browser ignores) and its module script is held
 * as an inert type, with an inline script after it that lets both go once the browser has painted
 * (`hydrationCodeRelease` in lib/first-paint.ts). So the HTML, the CSS and the first images have the connection and
 * the main thread to themselves until the page shows, and no script competes with the first paint.
 */
export class DocumentStream extends Transform {
  #pieces: Buffer[] = [];
  #headSent = false;
  #scriptHeld = false;

  override _transform(piece: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#pieces.push(piece);
    callback();
  }

  /** Hands on what React wrote since its last flush, as one chunk (React calls this after each pass). */
  flush(): void {
    const pieces = this.#pieces;
    if (pieces.length === 0) return;
    this.#pieces = [];
    let chunk = pieces.length === 1 ? (pieces[0] as Buffer) : Buffer.concat(pieces);
    if (!this.#headSent) {
      this.#headSent = true;
      chunk = holdModulePreloads(chunk);
    }
    if (!this.#scriptHeld) {
      const held = holdModuleScript(chunk);
      this.#scriptHeld = held !== chunk;
      chunk = held;
    }
    this.push(chunk);
  }

  override _flush(callback: TransformCallback): void {
    this.flush();
    callback();
  }
}

const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const HELD_MODULE_PRELOAD = Buffer.from('<link rel="fitkit-modulepreload"');

/** The chunk with every `<link rel="modulepreload"` (as React Router's `<Scripts>` writes them) renamed, unfetched. */
export function holdModulePreloads(chunk: Buffer): Buffer {
  let at = chunk.indexOf(MODULE_PRELOAD);
  if (at < 0) return chunk;
  const parts: Buffer[] = [];
  let from = 0;
  while (at >= 0) {
    parts.push(chunk.subarray(from, at), HELD_MODULE_PRELOAD);
    from = at + MODULE_PRELOAD.length;
    at = chunk.indexOf(MODULE_PRELOAD, from);
  }
  parts.push(chunk.subarray(from));
  return Buffer.concat(parts);
}

// React Router's one module script, as React writes it: `<script nonce="…" type="module" async="">` (no nonce without a
// policy); held, its type is one no browser runs.
const MODULE_SCRIPT_TYPE = Buffer.from(' type="module" async="">');
const HELD_SCRIPT_TYPE = Buffer.from(' type="fitkit/module">');
const SCRIPT_OPEN = Buffer.from('<script');
const SCRIPT_CLOSE = Buffer.from('</script>');
const RELEASE = Buffer.from(`>${hydrationCodeRelease()}</script>`);

/**
 * The chunk with React Router's module script held and the release script after it (with the same nonce), or the
 * chunk itself when the module script is not in it.
 */
export function holdModuleScript(chunk: Buffer): Buffer {
  const type = chunk.indexOf(MODULE_SCRIPT_TYPE);
  if (type < 0) return chunk;
  const open = chunk.lastIndexOf(SCRIPT_OPEN, type);
  const close = chunk.indexOf(SCRIPT_CLOSE, type);
  if (open < 0 || close < 0) return chunk;
  const end = close + SCRIPT_CLOSE.length;
  const attributes = chunk.subarray(open, type); // `<script` and its nonce attribute
  return Buffer.concat([
    chunk.subarray(0, type),
    HELD_SCRIPT_TYPE,
    chunk.subarray(type + MODULE_SCRIPT_TYPE.length, end),
    attributes,
    RELEASE,
    chunk.subarray(end),
  ]);
}
