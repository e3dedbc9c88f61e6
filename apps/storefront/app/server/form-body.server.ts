import { data, type MiddlewareFunction } from 'react-router';

/** The largest form body an action reads; the shop's forms post a few hundred bytes. */
export const MAX_FORM_BYTES = 64 * 1024;

/**
 * The largest body of a form that uploads photos (the build form: 8 photos of 10 MB and its text); the API checks
 * each photo again, by its content and size.
 */
export const MAX_UPLOAD_FORM_BYTES = 8 * 10 * 1024 * 1024 + 256 * 1024;

// The pages whose forms upload photos: a build's submit and edit forms.
const UPLOAD_PATHS = /^\/builds\/(?:submit|[A-Za-z0-9_-]+\/edit)\/$/;

/** The body limit of an action at this path: the upload limit on the photo forms, else {@link MAX_FORM_BYTES}. */
export function formBodyLimit(pathname: string): number {
  return UPLOAD_PATHS.test(pathname) ? MAX_UPLOAD_FORM_BYTES : MAX_FORM_BYTES;
}

/** The body types a browser's form posts, the only ones the shop's actions read. */
const FORM_TYPES: readonly string[] = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** Why a request's body is refused: its status and the text the error page shows. */
export type FormBodyRefusal = { status: 400 | 413 | 415; text: string };

/** The texts of the refusals (SPEC §8 is silent on them). */
export const FORM_BODY_TEXTS = {
  notAForm: 'This page only takes a form.',
  tooLarge: 'The form was too large to send.',
  malformed: 'The form could not be read.',
} as const;

/** The first `max` bytes of a body, or null when it holds more. */
async function readAtMost(
  body: ReadableStream<Uint8Array>,
  max: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      // Not awaited: a clone's branch settles its cancel only once the action's branch is done too.
      void reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * Why a request's body cannot reach an action, or null when it is a form the action can read: another type (415),
 * more than `maxBytes` (413, read no further than that), or a form that does not parse (400). Reads a clone, so the
 * action still reads the request.
 */
export async function formBodyRefusal(
  request: Request,
  maxBytes = MAX_FORM_BYTES,
): Promise<FormBodyRefusal | null> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) return { status: 415, text: FORM_BODY_TEXTS.notAForm };
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) {
    return { status: 413, text: FORM_BODY_TEXTS.tooLarge };
  }
  const body = request.clone().body;
  const bytes = body ? await readAtMost(body, maxBytes) : new Uint8Array();
  if (!bytes) return { status: 413, text: FORM_BODY_TEXTS.tooLarge };
  try {
    await new Request(request.url, { method: 'POST', headers: request.headers, body: bytes }).formData();
    return null;
  } catch {
    return { status: 400, text: FORM_BODY_TEXTS.malformed };
  }
}

/**
 * Every action of the shop reads a form: a body that is none (JSON, a broken multipart, 5 MB) is answered with its
 * 4xx and the error page before any action runs, so nothing changes and no parser error becomes a 500.
 */
export const formBodyMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (request.method === 'GET' || request.method === 'HEAD') return next();
  const refusal = await formBodyRefusal(request, formBodyLimit(new URL(request.url).pathname));
  if (refusal) throw data(refusal.text, { status: refusal.status });
  return next();
};
