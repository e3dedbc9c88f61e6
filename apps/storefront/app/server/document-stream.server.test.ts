import { describe, expect, it } from 'vitest';
import { DocumentStream } from './document-stream.server';

/** The chunks the stream hands on, as text. */
function collect(stream: DocumentStream): string[] {
  const chunks: string[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  return chunks;
}

describe('the document stream', () => {
  it("hands on what was written between two of React's flushes as one chunk", async () => {
    const stream = new DocumentStream();
    const chunks = collect(stream);
    stream.write('<html><body>');
    stream.write(Buffer.from('<main>Öl</main>'));
    stream.flush();
    stream.write('<p>later</p>');
    stream.flush();
    stream.flush();
    stream.end('</body></html>');
    await new Promise((resolve) => stream.on('end', resolve));
    expect(chunks).toEqual(['<html><body><main>Öl</main>', '<p>later</p>', '</body></html>']);
  });

  it('holds pieces until a flush, so a boundary written later still streams on its own', async () => {
    const stream = new DocumentStream();
    const chunks = collect(stream);
    stream.write('<p>shell</p>');
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual([]);
    stream.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(chunks).toEqual(['<p>shell</p>']);
  });
});

describe('module preloads in the head', () => {
  it('are fetched at low priority in the first chunk, every one of them, and the rest is untouched', async () => {
    const stream = new DocumentStream();
    const chunks = collect(stream);
    stream.write(
      '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/e.js" nonce="n"/>',
    );
    stream.write('<link rel="modulepreload" href="/r.js"/></head>');
    stream.flush();
    stream.end('<p>&lt;link rel="modulepreload"</p><link rel="modulepreload" href="/late.js"/>');
    await new Promise((resolve) => stream.on('end', resolve));
    expect(chunks).toEqual([
      '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" fetchpriority="low" href="/e.js" nonce="n"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/r.js"/></head>',
      '<p>&lt;link rel="modulepreload"</p><link rel="modulepreload" href="/late.js"/>',
    ]);
  });
});
