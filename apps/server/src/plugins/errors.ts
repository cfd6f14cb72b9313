import type { FastifyInstance, FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import {
  codeForStatus,
  errorNames,
  serverMessages,
  statusName,
  type ErrorCode,
  type TApiError,
  type TFieldIssue,
} from '@dpts/contract';
import { AppError } from '../lib/app-error.ts';
import { isConnectionError } from '../db/replica.ts';

/** Seconds a client waits before trying again while the database is restarting or failing over. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** Fastify's own 4xx codes that clients may want to tell apart. */
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_REQUEST',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
};

const internalError = (): TApiError => ({
  statusCode: 500,
  error: errorNames.INTERNAL,
  code: 'INTERNAL',
  message: serverMessages.unexpected,
});

/**
 * Turns every failure into `{statusCode, error, code, message, details?}`; real messages only
 * below 500. `code` always comes from the contract's list (errors.test.ts walks it).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    let body: TApiError;
    if (err instanceof AppError) {
      body = {
        statusCode: err.statusCode,
        error: err.errorName,
        code: err.code,
        message: err.message,
        details: err.details,
      };
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      const where = err.validationContext ?? 'body';
      const details: TFieldIssue[] = err.validation.map((v) => {
        const field = [
          where,
          ...String(v.instancePath ?? '')
            .split('/')
            .filter(Boolean),
        ].join('.');
        return { field, message: v.message ?? 'Invalid value' };
      });
      const first = details[0];
      body = {
        statusCode: 400,
        error: errorNames.VALIDATION_FAILED,
        code: 'VALIDATION_FAILED',
        message: first ? `${first.field}: ${first.message}` : serverMessages.validation,
        details,
      };
    } else if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
      body = internalError();
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Fastify's own 4xx: malformed JSON, wrong content type, body too large, rate limit…
      const status = err.statusCode;
      const message =
        status === 429
          ? serverMessages.rateLimited
          : err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? serverMessages.emptyBody
            : err.message;
      const code = fastifyCodes[err.code] ?? codeForStatus(status);
      body = { statusCode: status, error: statusName(status), code, message };
    } else if (isConnectionError(err)) {
      // The database restarts or fails over: the request did not happen; try again shortly.
      request.log.warn({ err: (err as Error).message }, 'database not answering');
      reply.header('retry-after', DATABASE_RETRY_AFTER_SECONDS);
      body = {
        statusCode: 503,
        error: errorNames.UNAVAILABLE,
        code: 'UNAVAILABLE',
        message: serverMessages.databaseDown,
      };
    } else {
      request.log.error({ err }, 'unhandled error');
      body = internalError();
    }
    if (body.details === undefined) delete body.details;
    return reply.status(body.statusCode).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest =
      request.method === 'GET' &&
      !/^\/(v1|dev|uploads)(\/|$)/.test(request.url) &&
      (request.headers.accept ?? '').includes('text/html');
    if (isPageRequest && app.hasDecorator('sendSpa') && app.sendSpa)
      return app.sendSpa(request, reply);
    const body: TApiError = {
      statusCode: 404,
      error: errorNames.ROUTE_NOT_FOUND,
      code: 'ROUTE_NOT_FOUND',
      message: `${serverMessages.routeNotFound}: ${request.method} ${request.url.split('?')[0]}`,
    };
    return reply.status(404).send(body);
  });
});
