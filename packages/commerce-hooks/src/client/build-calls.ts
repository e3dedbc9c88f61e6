import type { Result } from './errors';
import type { CallOptions, Transport } from './transport';
import type {
  Build,
  BuildChange,
  BuildFormFields,
  BuildList,
  BuildListParams,
  ModerationDecision,
} from './types';

/**
 * The customer build calls. Reading a published build needs nothing; submitting, editing and moderating need the
 * signed-in session (the `fitkit_session` cookie the shop forwards). The build form is multipart: a `FormData`
 * with the fields of `BuildFormFields` and its photos under `photos`.
 */
export interface BuildCalls {
  /** Published builds, filtered by vehicle and paged (admins may ask another status; 403 otherwise). */
  listBuilds(params?: BuildListParams, options?: CallOptions): Promise<Result<BuildList>>;
  /** A build: published, or the caller's own, or any for an admin; 404 NOT_FOUND for anyone else. */
  getBuild(buildId: string, options?: CallOptions): Promise<Result<Build>>;
  /** Submits a build; 401 signed out, 400 a bad field, 413 a photo over 10 MB or too many, 415 not a picture. */
  submitBuild(form: FormData, options?: CallOptions): Promise<Result<BuildChange>>;
  /** Edits the caller's own build (403 someone else's, 404 one they cannot see), the same form as submitting. */
  editBuild(buildId: string, form: FormData, options?: CallOptions): Promise<Result<BuildChange>>;
  /** Deletes the caller's own build with its photos (403 someone else's, 404 one they cannot see). */
  deleteBuild(buildId: string, options?: CallOptions): Promise<Result<null>>;
  /** Confirms a submitted build with the e-mailed token; 400 TOKEN_NOT_VALID. */
  confirmBuild(buildId: string, token: string, options?: CallOptions): Promise<Result<BuildChange>>;
  /** An admin publishes or rejects a build; 403 for anyone else, 409 INVALID_TRANSITION. */
  moderateBuild(
    buildId: string,
    decision: ModerationDecision,
    options?: CallOptions,
  ): Promise<Result<BuildChange>>;
}

// openapi-fetch sends a FormData body as it is (the browser or undici writes the boundary).
const asForm = (form: FormData) => form as unknown as BuildFormFields;

/** The build calls of a client. */
export function buildMethods({ api, call }: Transport): BuildCalls {
  return {
    listBuilds: (params = {}, { signal } = {}) =>
      call<BuildList>((s) => api.GET('/builds', { params: { query: params }, signal: s }), signal),
    getBuild: (buildId, { signal } = {}) =>
      call<Build>((s) => api.GET('/builds/{buildId}', { params: { path: { buildId } }, signal: s }), signal),
    submitBuild: (form, { signal } = {}) =>
      call<BuildChange>((s) => api.POST('/builds', { body: asForm(form), signal: s }), signal),
    editBuild: (buildId, form, { signal } = {}) =>
      call<BuildChange>(
        (s) =>
          api.POST('/builds/{buildId}', { params: { path: { buildId } }, body: asForm(form), signal: s }),
        signal,
      ),
    deleteBuild: (buildId, { signal } = {}) =>
      call<null>(
        (s) => api.DELETE('/builds/{buildId}', { params: { path: { buildId } }, signal: s }),
        signal,
      ),
    confirmBuild: (buildId, token, { signal } = {}) =>
      call<BuildChange>(
        (s) =>
          api.POST('/builds/{buildId}/confirm', {
            params: { path: { buildId } },
            body: { token },
            signal: s,
          }),
        signal,
      ),
    moderateBuild: (buildId, decision, { signal } = {}) =>
      call<BuildChange>(
        (s) =>
          api.POST('/builds/{buildId}/moderation', {
            params: { path: { buildId } },
            body: { decision },
            signal: s,
          }),
        signal,
      ),
  };
}
