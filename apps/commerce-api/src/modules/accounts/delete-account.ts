import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import type { PhotoStore } from '../builds/photo-store';
import { sweepPhotos } from '../builds/service';
import type { ProviderRegistry } from '../payments/providers/registry';
import { wishlistIdOf } from '../wishlist/ids';
import { detachAtProviders } from './saved-cards';
import type { SessionUser } from './session-user';
import { signInKeys } from './sign-in-throttle';

/**
 * Deletes an account (its password already checked), in one transaction:
 *
 * - removed: the user, their sessions and sign-in credentials, address book and saved cards (the provider is
 *   asked to detach each card after the commit), their newsletter subscription, the sign-in and reset e-mails
 *   still in the outbox, and the sign-in throttle count of their e-mail;
 * - kept, as tax and consumer law require of a sale: every order of the account (placed signed in, or as a guest
 *   with its e-mail) with its lines, amounts, payments and refunds, and the names and postal addresses of its
 *   shipping and billing contacts (the invoice record, and what a parcel still on its way needs);
 * - anonymised on those orders: the link to the account, the order e-mail (replaced by an address that cannot
 *   receive mail, so look-ups by e-mail no longer find them) and the contacts' e-mail and phone.
 *
 * The photos of the account's builds are removed from the photo store after the commit.
 */
export async function deleteAccount(
  db: Database,
  { providers, photos }: { providers: ProviderRegistry; photos: PhotoStore },
  user: SessionUser,
): Promise<void> {
  const { cards, photoKeys } = await db.transaction(async (tx) => {
    await tx.execute(
      sql`update orders set
            user_id = null,
            email = 'deleted-' || id || '@deleted.invalid',
            shipping_contact = shipping_contact || '{"email": "", "phone": ""}'::jsonb,
            billing_contact = billing_contact || '{"email": "", "phone": ""}'::jsonb,
            updated_at = now()
          where user_id = ${user.id} ${user.emailVerified ? sql`or email = ${user.email}` : sql``}`,
    );
    await tx.execute(sql`delete from newsletter_subscriptions where email = ${user.email}`);
    await tx.execute(sql`delete from outbox where recipient = ${user.email} and kind like 'account-%'`);
    const emailKey = signInKeys('', user.email).email;
    await tx.execute(sql`delete from sign_in_failures where key = ${emailKey}`);
    const saved = await queryRows<{ provider: string; providerRef: string }>(
      tx,
      sql`select provider, provider_ref as "providerRef" from saved_cards where user_id = ${user.id}`,
    );
    // The wishlist is a cart under the user's wishlist id; its lines go with it.
    await tx.execute(sql`delete from carts where perm_id = ${wishlistIdOf(user.id)}`);
    const photoRows = await queryRows<{ key: string }>(
      tx,
      sql`select p.key from build_photos p join builds b on b.id = p.build_id where b.user_id = ${user.id}`,
    );
    // Sessions, credentials, the address book, saved cards, the garage, known IPs and builds go with the user
    // (foreign keys cascade).
    await tx.execute(sql`delete from users where id = ${user.id}`);
    return { cards: saved, photoKeys: photoRows.map((r) => r.key) };
  });
  await Promise.all([detachAtProviders(providers, cards), sweepPhotos(photos, photoKeys)]);
}
