// Types of security-headers.server.mjs (plain JavaScript that server.mjs loads unbuilt).
import type { IncomingMessage, ServerResponse } from 'node:http';

export const FRAME_ANCESTORS_SELF: string;
export const CSP_REPORT_PATH: string;
export const REPORTING_ENDPOINTS: string;

export function securityHeaders(options: {
  secure: boolean;
  policy?: string | undefined;
}): Record<string, string>;

export function isCrossSite(request: {
  site: string | null | undefined;
  origin: string | null | undefined;
  ownOrigins: readonly string[];
}): boolean;

export const NONCE_LENGTH: number;

export function createNonce(): string;

export function contentSecurityPolicy(options: {
  nonce: string;
  sources?: Readonly<Record<string, readonly string[]>>;
  frameAncestors?: readonly string[];
}): string;

export function securityHeadersMiddleware(): (
  req: IncomingMessage & { secure: boolean },
  res: ServerResponse,
  next: () => void,
) => void;
