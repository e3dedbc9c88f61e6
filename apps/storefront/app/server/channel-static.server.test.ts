import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATIC_ROOT, staticFilePath, staticFileResponse } from './channel-static.server';

const root = mkdtempSync(join(tmpdir(), 'fitkit-static-'));
mkdirSync(join(root, 'docs'));
writeFileSync(join(root, 'docs', 'install-guide.pdf'), '%PDF-1.7 guide');
mkdirSync(join(root, 'folder.svg'));

describe("the channel's static files (SPEC §7)", () => {
  it('serves a file under the folder with its type and an hour of caching', async () => {
    const response = await staticFileResponse(root, 'docs/install-guide.pdf');
    expect(response?.status).toBe(200);
    expect(response?.headers.get('content-type')).toBe('application/pdf');
    expect(response?.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await response?.text()).toBe('%PDF-1.7 guide');
  });

  it("ships the shop's icon in the default folder", async () => {
    const icon = await staticFileResponse(STATIC_ROOT, 'favicon.svg');
    expect(icon?.headers.get('content-type')).toBe('image/svg+xml');
    expect(await icon?.text()).toContain('<svg');
  });

  it.each([
    '../package.json',
    'docs/../../etc/passwd',
    '..%2Fpackage.json',
    '.env',
    'docs/.hidden.pdf',
    'docs\\install-guide.pdf',
    'docs/install-guide.pdf\u0000.png',
    '/etc/passwd.txt',
    `${'a'.repeat(300)}.svg`,
    'a/b/c/d/e/f/g/h/i.svg',
    'notes.exe',
    '',
  ])('refuses %j without touching the disk outside the folder', (path) => {
    expect(staticFilePath(root, path)).toBeNull();
  });

  it('answers null for a missing file and for a folder', async () => {
    expect(await staticFileResponse(root, 'docs/missing.pdf')).toBeNull();
    expect(await staticFileResponse(root, 'folder.svg')).toBeNull();
  });
});
