import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { builds } from '../../db/tables/builds';
import { ApiError } from '../../http/errors';
import type { SessionUser } from '../accounts/session-user';
import { enqueueEmail } from '../outbox/queries';
import { shopLink } from '../outbox/shop-link';
import { resolveVehicle } from '../vehicles/queries';
import { type BuildFields, type BuildForm, buildFormError } from './form';
import type { PhotoStore } from './photo-store';
import { MAX_PHOTOS } from './photos';
import {
  type BuildRow,
  buildPhotoRows,
  findBuild,
  productsBySku,
  type Tx,
  writeBuildChildren,
} from './queries';
import { type BuildStatus, nextBuildStatus } from './transitions';

/** What the build rules need: the database, the photo store and the shop's address for e-mailed links. */
export interface BuildDeps {
  db: Database;
  photos: PhotoStore;
  shopUrl: string;
}

const notFound = () => new ApiError(404, 'NOT_FOUND', 'There is no such build.');
const tokenNotValid = () => new ApiError(400, 'TOKEN_NOT_VALID', 'This link is not valid or has expired.');

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Who may see a build: everyone once published, before that its owner and the admins. */
export function canSee(build: BuildRow, user: SessionUser | null): boolean {
  return build.status === 'published' || user?.id === build.userId || user?.role === 'admin';
}

/** The build as this user may reach it; an unpublished build of someone else answers as if it did not exist. */
export async function visibleBuild(db: Database, id: string, user: SessionUser | null) {
  const found = await findBuild(db, id);
  if (!found || !canSee(found.build, user)) throw notFound();
  return found;
}

/** The build the signed-in user owns; anyone else (an admin too) is refused. */
export async function ownBuild(db: Database, id: string, user: SessionUser) {
  const found = await visibleBuild(db, id, user);
  if (found.build.userId !== user.id)
    throw new ApiError(403, 'FORBIDDEN', 'Only its owner can edit a build.');
  return found;
}

/** The vehicle's display name and the part numbers' product ids, or a 400 naming the field. */
async function resolveReferences(db: Database, fields: BuildFields) {
  const vehicle = await resolveVehicle(db, fields);
  if (!vehicle?.model || vehicle.year === undefined) {
    throw buildFormError(400, 'VALIDATION_ERROR', [
      { path: 'vehicle', message: 'Choose a vehicle from the list.' },
    ]);
  }
  const ids = await productsBySku(db, fields.parts);
  const unknown = fields.parts.filter((sku) => !ids.has(sku.toLowerCase()));
  if (unknown.length > 0) {
    const message = `No part has the number ${unknown.join(', ')}.`;
    throw buildFormError(400, 'VALIDATION_ERROR', [{ path: 'parts', message }]);
  }
  const productIds = [...new Set(fields.parts.map((sku) => ids.get(sku.toLowerCase()) as number))];
  return { vehicleName: `${vehicle.year} ${vehicle.make.name} ${vehicle.model.name}`, productIds };
}

function vehicleColumns(fields: BuildFields) {
  return {
    title: fields.title,
    story: fields.story,
    year: fields.year,
    makeSlug: fields.makeSlug,
    modelSlug: fields.modelSlug,
    bodySlug: fields.bodySlug ?? null,
    bedSlug: fields.bedSlug ?? null,
    engineSlug: fields.engineSlug ?? null,
  };
}

/**
 * Stores the new photos, then runs the write; when the write fails the photos are removed again, so a refused
 * or failed change leaves neither rows nor files behind.
 */
async function withStoredPhotos<T>(
  { photos }: BuildDeps,
  uploads: BuildForm['photos'],
  write: (stored: { key: string; width: number; height: number }[]) => Promise<T>,
): Promise<T> {
  const stored = uploads.map(({ width, height }) => ({
    key: randomBytes(16).toString('hex'),
    width,
    height,
  }));
  try {
    await Promise.all(
      stored.map((s, i) => photos.put(s.key, (uploads[i] as BuildForm['photos'][number]).data)),
    );
    return await write(stored);
  } catch (error) {
    await Promise.all(stored.map((s) => photos.delete(s.key)));
    throw error;
  }
}

/** A new build of the signed-in shopper: stored as submitted, with the e-mail that confirms it. */
export async function submitBuild(deps: BuildDeps, user: SessionUser, { fields, photos }: BuildForm) {
  if (fields.keepPhotos.length > 0)
    throw new ApiError(400, 'VALIDATION_ERROR', 'A new build keeps no photos.');
  const { vehicleName, productIds } = await resolveReferences(deps.db, fields);
  const id = randomBytes(9).toString('base64url');
  const token = randomBytes(32).toString('base64url');
  await withStoredPhotos(deps, photos, (stored) =>
    deps.db.transaction(async (tx) => {
      await tx.insert(builds).values({
        id,
        userId: user.id,
        ...vehicleColumns(fields),
        vehicleName,
        confirmTokenHash: sha256(token),
      });
      await writeBuildChildren(tx, id, stored, productIds);
      const link = shopLink(deps.shopUrl, `/builds/${id}/confirm/`, { token });
      await enqueueEmail(tx, {
        kind: 'build-confirmation',
        recipient: user.email,
        subject: 'Confirm your fitkit build',
        body: `Thanks for sharing "${fields.title}". To send it to our team for review, confirm it here:\n\n${link}\n\nOnce they approve it, it shows on the builds page. If you did not submit a build, ignore this e-mail.`,
      });
    }),
  );
  return { id, status: 'submitted' as BuildStatus };
}

/**
 * The owner's edit: fields replaced, the kept photos in the order given, then the new ones; photos not kept are
 * removed from the store after the change is committed. A published or rejected build goes back to moderation.
 */
export async function editBuild(
  deps: BuildDeps,
  user: SessionUser,
  id: string,
  { fields, photos }: BuildForm,
) {
  const { build } = await ownBuild(deps.db, id, user);
  const current = await buildPhotoRows(deps.db, id);
  const byKey = new Map(current.map((p) => [p.key, p]));
  const kept = [...new Set(fields.keepPhotos)].map((key) => byKey.get(key));
  if (kept.some((p) => p === undefined)) {
    throw buildFormError(400, 'VALIDATION_ERROR', [
      { path: 'keepPhotos', message: 'A kept photo is not a photo of this build.' },
    ]);
  }
  if (kept.length + photos.length > MAX_PHOTOS) {
    throw buildFormError(413, 'PAYLOAD_TOO_LARGE', [
      { path: 'photos', message: `A build has at most ${MAX_PHOTOS} photos.` },
    ]);
  }
  const { vehicleName, productIds } = await resolveReferences(deps.db, fields);
  const status = nextBuildStatus(build.status as BuildStatus, 'edit') as BuildStatus;
  await withStoredPhotos(deps, photos, (stored) =>
    deps.db.transaction(async (tx: Tx) => {
      await tx
        .update(builds)
        .set({ ...vehicleColumns(fields), vehicleName, status, updatedAt: new Date() })
        .where(eq(builds.id, id));
      const keptRows = kept.map((p) => ({ key: p!.key, width: p!.width, height: p!.height }));
      await writeBuildChildren(tx, id, [...keptRows, ...stored], productIds);
    }),
  );
  const keptKeys = new Set(fields.keepPhotos);
  await sweepPhotos(
    deps.photos,
    current.filter((p) => !keptKeys.has(p.key)).map((p) => p.key),
  );
  return { id, status };
}

/** The owner deletes their build: its rows first, then its photos from the store. */
export async function deleteBuild(deps: BuildDeps, user: SessionUser, id: string): Promise<void> {
  await ownBuild(deps.db, id, user);
  const keys = await deps.db.transaction(async (tx) => {
    const photos = await buildPhotoRows(tx, id);
    await tx.delete(builds).where(eq(builds.id, id));
    return photos.map((p) => p.key);
  });
  await sweepPhotos(deps.photos, keys);
}

/**
 * Removes photos from the store once the committed change no longer names them; a file that cannot be removed is
 * left behind rather than failing a change already made.
 */
export async function sweepPhotos(photos: PhotoStore, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => photos.delete(key)));
}

/** The e-mailed link's confirmation: a submitted build with the right token goes to the admins. */
export async function confirmBuild(db: Database, id: string, token: string) {
  const found = await findBuild(db, id);
  const expected = found?.build.confirmTokenHash;
  const given = sha256(token);
  if (!found || !expected || !timingSafeEqual(Buffer.from(expected), Buffer.from(given)))
    throw tokenNotValid();
  const status = nextBuildStatus(found.build.status as BuildStatus, 'confirm');
  if (!status) throw tokenNotValid();
  const changed = await db
    .update(builds)
    .set({ status, confirmTokenHash: null, updatedAt: new Date() })
    .where(eq(builds.confirmTokenHash, expected))
    .returning({ id: builds.id });
  // Two clicks at once: the second finds the token already used.
  if (changed.length === 0) throw tokenNotValid();
  return { id, status };
}

/** An admin's decision: publish or reject, through the transition table; the owner hears of it by e-mail. */
export async function moderateBuild(
  deps: BuildDeps,
  user: SessionUser,
  id: string,
  decision: 'publish' | 'reject',
) {
  if (user.role !== 'admin') throw new ApiError(403, 'FORBIDDEN', 'Only an admin can moderate builds.');
  const found = await findBuild(deps.db, id);
  if (!found) throw notFound();
  const from = found.build.status as BuildStatus;
  const status = nextBuildStatus(from, decision);
  if (!status) {
    throw new ApiError(409, 'INVALID_TRANSITION', `A ${from} build cannot be ${decision}ed.`);
  }
  await deps.db.transaction(async (tx) => {
    await tx
      .update(builds)
      .set({ status, updatedAt: new Date(), publishedAt: status === 'published' ? new Date() : null })
      .where(eq(builds.id, id));
    const link = shopLink(deps.shopUrl, `/builds/${id}/`, {});
    await enqueueEmail(tx, {
      kind: `build-${status}`,
      recipient: found.authorEmail,
      subject: status === 'published' ? 'Your fitkit build is live' : 'Your fitkit build was not published',
      body:
        status === 'published'
          ? `"${found.build.title}" is now on the builds page:\n\n${link}`
          : `Our team did not publish "${found.build.title}". You can edit it and it will be reviewed again:\n\n${link}`,
    });
  });
  return { id, status };
}
