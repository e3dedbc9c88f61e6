import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../../http/errors';
import { boundedText, type ErrorCode, slugSchema, yearSchema } from '../../http/schemas';
import { MAX_PHOTO_BYTES, MAX_PHOTOS, type StoredPhoto, storablePhoto } from './photos';

/** Most parts one build lists. */
export const MAX_PARTS = 20;

/** The limits handed to the multipart parser: a body beyond them is refused while it is read. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_PHOTO_BYTES,
  files: MAX_PHOTOS,
  fields: 40,
  fieldSize: 10_000,
  parts: 60,
  headerPairs: 100,
} as const;

/** A stored photo's key, as the form names the photos it keeps. */
export const photoKeySchema = z.string().regex(/^[a-f0-9]{32}$/, 'not a photo of this build');

const optionalSlug = z.preprocess((v) => (v === '' ? undefined : v), slugSchema.optional());

/** The fields of the build form (submit and edit); values arrive as lists, as a form posts them. */
export const buildFieldsSchema = z.object({
  title: boundedText('Title', 120),
  // A story has paragraphs: line breaks (a browser sends CRLF) are kept as \n, other control characters refused.
  story: z
    .string()
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(1, 'Story is required')
        .max(5000, 'Story must be at most 5000 characters')
        // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
        .regex(/^[^\u0000-\u0009\u000b-\u001f\u007f]*$/, 'Story contains characters that are not allowed'),
    ),
  year: yearSchema,
  makeSlug: slugSchema,
  modelSlug: slugSchema,
  bodySlug: optionalSlug,
  bedSlug: optionalSlug,
  engineSlug: optionalSlug,
  // Part numbers, in one field per part or several in one field, split by commas or line breaks.
  parts: z
    .array(z.string().max(2000))
    .default([])
    .transform((values) =>
      values
        .flatMap((v) => v.split(/[\s,]+/))
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(
          z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'Part numbers are letters, digits, dots and dashes'),
        )
        .max(MAX_PARTS, `A build lists at most ${MAX_PARTS} parts`),
    ),
  keepPhotos: z.array(photoKeySchema).max(MAX_PHOTOS).default([]),
});

const VEHICLE_FIELDS = new Set(['year', 'makeSlug', 'modelSlug', 'bodySlug', 'bedSlug', 'engineSlug']);

/** The form field a problem belongs to, as the shop's build form names them (the vehicle's selects are one). */
function formField(path: string): string {
  const top = path.split('.')[0] ?? '';
  if (VEHICLE_FIELDS.has(top)) return 'vehicle';
  return top === 'keepPhotos' ? 'photos' : top;
}

/** A refusal of the build form: the API's issues, and the same problems by form field for the shop's form. */
export function buildFormError(
  statusCode: 400 | 413 | 415,
  code: ErrorCode,
  issues: { path: string; message: string }[],
): ApiError {
  const errors = issues.map((i) => ({ field: formField(i.path), message: i.message }));
  return new ApiError(statusCode, code, issues[0]?.message ?? 'The build is not valid.', issues, errors);
}

/** The build form, checked. */
export type BuildFields = z.infer<typeof buildFieldsSchema>;

const LIST_FIELDS = new Set(['parts', 'keepPhotos']);

/** What the build form posted: its checked fields and its new photos, already re-encoded. */
export interface BuildForm {
  fields: BuildFields;
  photos: StoredPhoto[];
}

// The parser's own refusals, in the API's words (it throws them while the body streams in).
const photoError = (message: string) =>
  buildFormError(413, 'PAYLOAD_TOO_LARGE', [{ path: 'photos', message }]);
const MULTIPART_ERRORS: Record<string, ApiError> = {
  FST_REQ_FILE_TOO_LARGE: photoError('A photo may be at most 10 MB.'),
  FST_FILES_LIMIT: photoError(`A build has at most ${MAX_PHOTOS} photos.`),
  FST_FIELDS_LIMIT: new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The form has too many fields.'),
  FST_PARTS_LIMIT: new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The form has too many parts.'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: new ApiError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'Send the build as multipart/form-data',
  ),
};

/**
 * The refusal of a form that failed while it was read: ours as they are, the parser's limits in our words, and
 * anything else the parser threw (a cut-off or malformed body) a 400, as the JSON parser answers broken JSON.
 */
function multipartError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown }).code;
  return (
    (typeof code === 'string' && MULTIPART_ERRORS[code]) ||
    new ApiError(400, 'VALIDATION_ERROR', 'The form could not be read; please send it again.')
  );
}

/**
 * Reads the multipart build form: every file under `photos` is checked by its content and re-encoded as it
 * arrives (at most 8, 10 MB each), the text fields are collected and checked with `buildFieldsSchema`. Any
 * refusal comes before anything is stored.
 */
export async function readBuildForm(request: FastifyRequest): Promise<BuildForm> {
  if (!request.isMultipart()) throw MULTIPART_ERRORS.FST_INVALID_MULTIPART_CONTENT_TYPE;
  const values: Record<string, string[]> = {};
  const photos: StoredPhoto[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        // A browser sends an empty file part for a file input left empty.
        if (part.fieldname !== 'photos' || (data.length === 0 && part.filename === '')) continue;
        photos.push(await storablePhoto(data));
      } else {
        if (part.valueTruncated)
          throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `${part.fieldname} is too long.`);
        if (typeof part.value === 'string')
          values[part.fieldname] = [...(values[part.fieldname] ?? []), part.value];
      }
    }
  } catch (error) {
    throw multipartError(error);
  }
  const raw = Object.fromEntries(
    Object.entries(values).map(([name, list]) => [name, LIST_FIELDS.has(name) ? list : list[0]]),
  );
  const parsed = buildFieldsSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw buildFormError(400, 'VALIDATION_ERROR', issues);
  }
  return { fields: parsed.data, photos };
}
