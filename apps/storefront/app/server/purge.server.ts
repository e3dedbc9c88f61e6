import { forgetSharedListings } from './commerce.server';
import { documents } from './document-cache.server';
import { ALL_PAGES_KEY } from './purge-keys';
import { refreshShell, SHELL_PURGE_KEYS } from './sitewide.server';

/** The message a shop worker sends the cluster's primary, which hands it to every other worker (server.mjs). */
export const PURGE_MESSAGE = 'fitkit:purge';

type PurgeMessage = { type: typeof PURGE_MESSAGE; keys: string[] };

function isPurgeMessage(message: unknown): message is PurgeMessage {
  const m = message as Partial<PurgeMessage> | null;
  return m?.type === PURGE_MESSAGE && Array.isArray(m.keys);
}

/**
 * Drops this process's kept pages naming any of `keys`, with the shared answers they were made from: the listing
 * answers (kept seconds, for everyone) and, when a sitewide story changed, the shell. Answers how many pages went.
 */
async function purgeHere(keys: readonly string[]): Promise<number> {
  forgetSharedListings();
  if (keys.some((key) => key === ALL_PAGES_KEY || SHELL_PURGE_KEYS.includes(key))) await refreshShell();
  return documents.purge(keys);
}

// Each worker of the shop's cluster keeps its own pages: a purge one worker took reaches the others this way.
if (process.send) {
  process.on('message', (message) => {
    if (isPurgeMessage(message)) void purgeHere(message.keys);
  });
}

/** Drops the kept pages naming any of `keys` in every worker of the shop; answers how many went in this one. */
export async function purgeDocuments(keys: readonly string[]): Promise<number> {
  process.send?.({ type: PURGE_MESSAGE, keys: [...keys] } satisfies PurgeMessage);
  return purgeHere(keys);
}
