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
