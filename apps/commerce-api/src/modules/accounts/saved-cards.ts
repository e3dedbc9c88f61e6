import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/rows';
import { savedCards } from '../../db/tables/accounts';
import { ApiError } from '../../http/errors';
import type { SavedCardDetails } from '../payments/providers/provider';
import { type ProviderRegistry, providerOf } from '../payments/providers/registry';

/** A saved card as the shopper sees it; its provider reference stays on the server. */
export interface SavedCard {
  id: string;
  provider: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

const shown = {
  id: savedCards.id,
  provider: savedCards.provider,
  brand: savedCards.brand,
  last4: savedCards.last4,
  expMonth: savedCards.expMonth,
  expYear: savedCards.expYear,
};

/** The user's saved cards, newest first. */
export function listSavedCards(db: Database, userId: string): Promise<SavedCard[]> {
  return db
    .select(shown)
    .from(savedCards)
    .where(eq(savedCards.userId, userId))
    .orderBy(desc(savedCards.createdAt), desc(savedCards.id));
}

/** One of the user's own saved cards with its provider reference, or 404 (for anyone else's too). */
export async function ownSavedCard(
  db: Database,
  userId: string,
  id: string,
): Promise<SavedCard & { providerRef: string }> {
  const [card] = await db
    .select({ ...shown, providerRef: savedCards.providerRef })
    .from(savedCards)
    .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId)));
  if (!card) throw new ApiError(404, 'SAVED_CARD_NOT_FOUND', 'Saved card not found');
  return card;
}

/** Keeps the card a provider saved for the user (once: the same card again changes nothing). */
export async function keepSavedCard(
  db: Executor,
  userId: string,
  provider: string,
  card: SavedCardDetails,
): Promise<void> {
  await db.execute(
    sql`insert into saved_cards (user_id, provider, provider_ref, brand, last4, exp_month, exp_year)
        values (${userId}, ${provider}, ${card.ref}, ${card.brand}, ${card.last4}, ${card.expMonth}, ${card.expYear})
        on conflict (provider, provider_ref) do nothing`,
  );
}

/**
 * Asks the provider to stop charging saved cards (best effort: a provider that cannot be reached keeps a card
 * no one can charge through us any more, since we forget its reference).
 */
export async function detachAtProviders(
  providers: ProviderRegistry,
  cards: readonly { provider: string; providerRef: string }[],
): Promise<void> {
  await Promise.all(
    cards.map(async ({ provider, providerRef }) => {
      const at = providers.get(provider);
      await at?.detachSavedCard?.(providerRef, { idempotencyKey: `detach-${providerRef}` });
    }),
  );
}

/** Removes one of the user's own saved cards (404 for anyone else's) and detaches it at its provider. */
export async function removeSavedCard(
  db: Database,
  providers: ProviderRegistry,
  userId: string,
  id: string,
): Promise<void> {
  const [removed] = await db
    .delete(savedCards)
    .where(and(eq(savedCards.id, id), eq(savedCards.userId, userId)))
    .returning({ provider: savedCards.provider, providerRef: savedCards.providerRef });
  if (!removed) throw new ApiError(404, 'SAVED_CARD_NOT_FOUND', 'Saved card not found');
  await detachAtProviders(providers, [removed]);
}

/** The provider a saved card is charged through, when it can charge saved cards. */
export function savedCardProvider(providers: ProviderRegistry, name: string) {
  const provider = providerOf(providers, name);
  if (!provider.chargesSavedCards) {
    throw new ApiError(400, 'PROVIDER_NOT_AVAILABLE', 'This card can no longer be charged; enter it again');
  }
  return provider;
}
