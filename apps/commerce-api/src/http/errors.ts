import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/errors';
import type { ErrorBody, ErrorCode } from './schemas';

/** An expected failure with a stable code; the error handler turns it into the contract's error body. */
export class ApiError extends Error {
  /** HTTP status. */
  readonly statusCode: number;
  /** Stable machine-readable code. */
  readonly code: ErrorCode;
  /** Field-level problems, for validation failures. */
  readonly issues: ErrorBody['issues'];
  /** Checkout form problems per field name. */
  readonly errors: ErrorBody['errors'];

  constructor(
    statusCode: number,
    code: ErrorCode,
    message: string,
    issues?: ErrorBody['issues'],
    errors?: ErrorBody['errors'],
  ) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.issues = issues;
    this.errors = errors;
  }
}

/**
 * An ApiError whose message is written for shoppers, so the shop may show it as is (its body says
 * `forShopper: true`); every other message is for developers and the shop shows its general text instead.
 */
export class ShopperError extends ApiError {
  constructor(statusCode: number, code: ErrorCode, message: string) {
    super(statusCode, code, message);
    this.name = 'ShopperError';
  }
}

// Fastify's own error codes for request problems that happen before our handlers run.
const FASTIFY_CODES: Record<string, { statusCode: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    statusCode: 400,
    code: 'INVALID_JSON',
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    statusCode: 400,
    code: 'INVALID_JSON',
    message: 'The request body is empty',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    statusCode: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    statusCode: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request body as application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    statusCode: 400,
    code: 'VALIDATION_ERROR',
    message: 'The content length does not match the body',
  },
  // The router's own refusals: the message never echoes the path (it can carry anything the client sent).
  FST_ERR_BAD_URL: { statusCode: 400, code: 'VALIDATION_ERROR', message: 'The path is not valid' },
  FST_ERR_MAX_PARAM_LENGTH: {
    statusCode: 414,
    code: 'VALIDATION_ERROR',
    message: 'A part of the path is too long',
  },
};

function joinPath(context: string | undefined, instancePath: string): string {
  const inner = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  const prefix = context === 'querystring' ? 'query' : context;
  if (!prefix) return inner;
  return inner ? `${prefix}.${inner}` : prefix;
}

/** Maps any thrown error to the contract's error body. */
export function toErrorBody(error: unknown): ErrorBody {
  if (error instanceof ApiError) {
    return {
      statusCode: error.statusCode,
      code: error.code,
      message: error.message,
      ...(error instanceof ShopperError ? { forShopper: true as const } : {}),
      ...(error.issues ? { issues: error.issues } : {}),
      ...(error.errors ? { errors: error.errors } : {}),
    };
  }
  const fastifyError = error as FastifyError & { validationContext?: string };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: joinPath(fastifyError.validationContext, v.instancePath),
      message: v.message ?? 'Invalid value',
    }));
    return { statusCode: 400, code: 'VALIDATION_ERROR', message: 'The request is not valid', issues };
  }
  if (typeof fastifyError?.code === 'string') {
    const known = FASTIFY_CODES[fastifyError.code];
    if (known) return { ...known };
    // Other 4xx raised by Fastify itself (bad URL encoding and the like) are the client's fault.
    if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
      return {
        statusCode: fastifyError.statusCode,
        code: fastifyError.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR',
        message: fastifyError.message,
      };
    }
  }
  if (isDatabaseUnavailable(error)) {
    return {
      statusCode: 503,
      code: 'DATABASE_UNAVAILABLE',
      message: 'The database cannot be reached; try again shortly',
    };
  }
  return { statusCode: 500, code: 'INTERNAL', message: 'Internal Error' };
}

/** Seconds a client waits before retrying a request that met an unreachable database (PostgreSQL restarts in a few). */
const DATABASE_RETRY_AFTER_SECONDS = 2;

/** Answers any error with the one error body, logging our own failures (never sending their stack). */
export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const body = toErrorBody(error);
  if (body.statusCode >= 500) {
    // Response serialization failures are our bugs too; log them with their cause, never send the stack.
    const detail = isResponseSerializationError(error) ? { cause: error.cause.issues } : {};
    request.log.error({ err: error, ...detail }, 'unexpected error');
    if (body.code === 'DATABASE_UNAVAILABLE') reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
  } else {
    request.log.info({ code: body.code, statusCode: body.statusCode }, body.message);
  }
  return reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
}

/** Installs the single error handler and the not-found handler. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
  app.setNotFoundHandler((request, reply) => {
    const body: ErrorBody = {
      statusCode: 404,
      code: 'NOT_FOUND',
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
    };
    return reply.code(404).send(body);
  });
}
