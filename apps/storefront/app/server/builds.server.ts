import type { Build, BuildChange } from '@fitkit/commerce-hooks';
import { FITMENT_LEVELS, fitmentKey } from '@fitkit/fitment';
import { DELETE_BUILD_INTENT } from '@fitkit/ui/build-delete';
import { ADD_ALL_INTENT } from '@fitkit/ui/build-parts';
import { type CartCallResult, callCartApi } from './cart-api.server';
import { callShopperApi, type ShopperKey } from './shopper-api.server';

/** What the build form shows again after a refusal: the problems by field and what the shopper typed. */
export type BuildFormAnswer = {
  ok: false;
  errors: Record<string, string>;
  generalError: string | null;
  values: { title: string; story: string; parts: string };
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * The API's build form from the one the shopper posted: the text fields and kept photos as they are, the vehicle
 * selects under the API's names, and the photos chosen (an empty file input sends one empty part, left out).
 */
export function apiBuildForm(form: FormData): FormData {
  const out = new FormData();
  for (const name of ['title', 'story', 'parts', 'keepPhotos']) {
    for (const value of form.getAll(name)) if (typeof value === 'string') out.append(name, value);
  }
  // The vehicle selects post the cascade's level names (`make`); the API names the fitment's keys (`makeSlug`).
  for (const level of FITMENT_LEVELS) {
    const value = text(form, level);
    if (value !== '') out.append(fitmentKey(level), value);
  }
  for (const photo of form.getAll('photos')) {
    if (typeof photo !== 'string' && photo.size > 0) out.append('photos', photo, photo.name);
  }
  return out;
}

/**
 * Sends the build form to the API (a new build, or an edit of `buildId`): the change, or the form's answer with
 * the API's problems by field and the shopper's text to show again.
 */
export async function sendBuildForm(
  shopper: ShopperKey,
  form: FormData,
  buildId: string | null,
): Promise<{ ok: true; change: BuildChange } | { ok: false; status: number; answer: BuildFormAnswer }> {
  const path = buildId ? `builds/${encodeURIComponent(buildId)}` : 'builds';
  const result = await callShopperApi<BuildChange>(shopper, 'POST', path, { form: apiBuildForm(form) });
  if (result.ok) return { ok: true, change: result.data };
  const errors = Object.fromEntries(result.errors.map((e) => [e.field, e.message]));
  const answer: BuildFormAnswer = {
    ok: false,
    errors,
    generalError: result.errors.length > 0 ? 'Please check the form.' : result.message,
    values: { title: text(form, 'title'), story: text(form, 'story'), parts: text(form, 'parts') },
  };
  return { ok: false, status: result.status, answer };
}

/** The form values of a build, for its edit form. */
export function buildFormValues(build: Build): BuildFormAnswer['values'] {
  return { title: build.title, story: build.story, parts: build.parts.map((p) => p.sku).join('\n') };
}

/** 'Add all to cart': every part of the build, one each, for the build's vehicle (the existing cart add call). */
export function addBuildPartsToCart(shopper: ShopperKey, build: Build): Promise<CartCallResult> {
  const { name: _name, ...fitmentData } = build.vehicle;
  const productList = build.parts.map((part) => ({ productId: part.productId, qty: 1, fitmentData }));
  return callCartApi(shopper, 'POST', '/items', { productList });
}

/** What a form on a build's page asks for: adding its parts to the cart, an admin's decision, or its deletion. */
export type BuildPageIntent = typeof ADD_ALL_INTENT | typeof DELETE_BUILD_INTENT | 'publish' | 'reject';

const BUILD_PAGE_INTENTS: readonly string[] = [ADD_ALL_INTENT, DELETE_BUILD_INTENT, 'publish', 'reject'];

/** Reads a build page form's intent; null when it is none of them. */
export function buildPageIntent(form: FormData): BuildPageIntent | null {
  const intent = text(form, 'intent');
  return BUILD_PAGE_INTENTS.includes(intent) ? (intent as BuildPageIntent) : null;
}

/** The owner deletes their build with its photos; the API refuses anyone else (403, or 404 unseen). */
export function deleteOwnBuild(shopper: ShopperKey, buildId: string) {
  return callShopperApi<null>(shopper, 'DELETE', `builds/${encodeURIComponent(buildId)}`);
}

/** An admin's decision on a build; the API refuses anyone else (403). */
export async function moderate(shopper: ShopperKey, buildId: string, decision: 'publish' | 'reject') {
  return callShopperApi<BuildChange>(shopper, 'POST', `builds/${encodeURIComponent(buildId)}/moderation`, {
    body: { decision },
  });
}
