import { Transform, type TransformCallback } from 'node:stream';

/**
 * The stream a document render is piped into. React's server renderer writes its HTML in 4 KB pieces and calls
 * `flush()` on its destination when a pass of work is written; every piece handed on costs a web-stream read, a
 * socket write and, with gzip, a compressor flush (React Router's Express adapter flushes after each chunk). So the
 * pieces are held and handed on as one chunk per React flush: a page whose shell is ready at once goes out as one
 * or two chunks, and a boundary that suspends still streams as soon as React writes it.
 */
export class DocumentStream extends Transform {
  #pieces: Buffer[] = [];

  override _transform(piece: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#pieces.push(piece);
    callback();
  }

  /** Hands on what React wrote since its last flush, as one chunk (React calls this after each pass). */
  flush(): void {
    const pieces = this.#pieces;
    if (pieces.length === 0) return;
    this.#pieces = [];
    this.push(pieces.length === 1 ? pieces[0] : Buffer.concat(pieces));
  }

  override _flush(callback: TransformCallback): void {
    this.flush();
    callback();
  }
}
