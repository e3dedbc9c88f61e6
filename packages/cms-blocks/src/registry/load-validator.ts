import type { validateBloks } from './validate';

/**
 * Loads {@link validateBloks} on demand. For the visual editor, where the browser receives raw content from
 * the editor's bridge and must validate it itself; everywhere else the server validates and the browser
 * never downloads the schemas.
 */
export async function loadBlokValidator(): Promise<typeof validateBloks> {
  const module = await import('./validate');
  return module.validateBloks;
}
