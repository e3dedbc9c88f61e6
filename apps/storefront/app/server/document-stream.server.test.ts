import { describe, expect, it } from 'vitest';
import { DocumentStream, holdModuleScript } from './document-stream.server';

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

describe('hydration code held until the first paint', () => {
  it('renames the module preloads of the first chunk, every one of them, and leaves later chunks alone', async () => {
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
      '<head><link rel="stylesheet" href="/a.css"/><link rel="fitkit-modulepreload" href="/e.js" nonce="n"/>' +
        '<link rel="fitkit-modulepreload" href="/r.js"/></head>',
      '<p>&lt;link rel="modulepreload"</p><link rel="modulepreload" href="/late.js"/>',
    ]);
  });

  it("holds React Router's module script, with the release script after it under the same nonce", async () => {
    const stream = new DocumentStream();
    const chunks = collect(stream);
    stream.write('<head></head><body><p>shell</p>');
    stream.flush();
    stream.write('<script nonce="abc">window.ctx = 1;</script>');
    stream.write(
      '<script nonce="abc" type="module" async="">import * as r from "/r.js";\nimport("/e.js");</script>',
    );
    stream.end('<script type="module" async="">import("/again.js");</script></body>');
    await new Promise((resolve) => stream.on('end', resolve));
    const body = chunks[1] ?? '';
    expect(chunks[0]).toBe('<head></head><body><p>shell</p>');
    expect(body).toContain('<script nonce="abc">window.ctx = 1;</script>');
    expect(body).toContain(
      '<script nonce="abc" type="fitkit/module">import * as r from "/r.js";\nimport("/e.js");</script><script nonce="abc">(',
    );
    expect(body.match(/<script nonce="abc">\(/g)).toHaveLength(1);
    // Only the first module script is React Router's; anything later is left as written.
    expect(body).toContain('<script type="module" async="">import("/again.js");</script></body>');
  });

  it('leaves a page without scripts as it is', () => {
    const page = Buffer.from('<html><body><p>type="module" async=""</p></body></html>');
    expect(holdModuleScript(page)).toBe(page);
  });
});
