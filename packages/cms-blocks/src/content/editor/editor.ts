/** How old the visual editor's token may be, in seconds, before the page falls back to published content. */
export const EDITOR_TOKEN_MAX_AGE_S = 3600;

/** Options of {@link verifyEditorRequest}. */
export interface VerifyEditorOptions {
  /** The space's preview token, the secret the editor's token is made with. */
  previewToken: string;
  /** The space the shop reads; when set, requests from other spaces are refused. */
  spaceId?: string | undefined;
  /** The clock, in ms. */
  now?: () => number;
  /** The oldest token accepted, in seconds; default {@link EDITOR_TOKEN_MAX_AGE_S}. */
  maxAgeSeconds?: number;
}

/** Clock drift allowed for timestamps from the future, in seconds. */
const FUTURE_SKEW_S = 60;

async function sha1Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Compares without stopping at the first difference, so timing tells nothing about the expected token. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * True when a page request comes from the Storyblok visual editor: its `_storyblok_tk[space_id]`,
 * `_storyblok_tk[timestamp]` and `_storyblok_tk[token]` parameters hold a token equal to
 * sha1(`{space_id}:{preview token}:{timestamp}`), made at most `maxAgeSeconds` ago. Only then may the shop show
 * draft content and edit mode; anyone can add the parameters, nobody without the preview token can sign them.
 */
export async function verifyEditorRequest(url: URL, options: VerifyEditorOptions): Promise<boolean> {
  const params = url.searchParams;
  const spaceId = params.get('_storyblok_tk[space_id]');
  const timestamp = params.get('_storyblok_tk[timestamp]');
  const token = params.get('_storyblok_tk[token]');
  if (!options.previewToken || !spaceId || !timestamp || !token) return false;
  if (options.spaceId && spaceId !== options.spaceId) return false;
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  const nowS = Math.floor((options.now ?? Date.now)() / 1000);
  const age = nowS - Number(timestamp);
  if (age > (options.maxAgeSeconds ?? EDITOR_TOKEN_MAX_AGE_S) || age < -FUTURE_SKEW_S) return false;
  const expected = await sha1Hex(`${spaceId}:${options.previewToken}:${timestamp}`);
  return sameText(token.toLowerCase(), expected);
}
