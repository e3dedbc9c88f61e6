export type { VerifyEditorOptions } from './editor';
export { EDITOR_TOKEN_MAX_AGE_S, verifyEditorRequest } from './editor';
