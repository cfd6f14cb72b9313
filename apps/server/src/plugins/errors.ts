import type { FastifyInstance, FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { errorNames, serverMessages, type TApiError, type TFieldIssue } from '@dpts/contract';
import { AppError } from '../lib/app-error.ts';

function statusName(statusCode: number): string {
  const found = Object.entries({
    400: errorNames.BAD_REQUEST,
    401: errorNames.UNAUTHORIZED,
    403: errorNames.FORBIDDEN,
    404: errorNames.NOT_FOUND,
    405: 'Method Not Allowed',
    409: errorNames.CONFLICT,
    413: 'Payload Too Large',
    415: 'Unsupported Media Type',
    429: errorNames.TOO_MANY_REQUESTS,
    503: errorNames.UNAVAILABLE,
  }).find(([code]) => Number(code) === statusCode);
  return found?.[1] ?? (statusCode >= 500 ? errorNames.INTERNAL : 'Error');
}

/** Turns every failure into `{statusCode, error, message, details?}`; real messages only below 500. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    let body: TApiError;
    if (err instanceof AppError) {
      body = {
        statusCode: err.statusCode,
        error: err.errorName,
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
        error: errorNames.BAD_REQUEST,
        message: first ? `${first.field}: ${first.message}` : serverMessages.validation,
        details,
      };
    } else if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
      body = {
        statusCode: 500,
        error: errorNames.INTERNAL,
        message: 'Sorry an unexpected error occurred.',
      };
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Fastify's own 4xx: malformed JSON, wrong content type, body too large, rate limit…
      const message =
        err.statusCode === 429
          ? serverMessages.rateLimited
          : err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'Request body is empty'
            : err.message;
      body = { statusCode: err.statusCode, error: statusName(err.statusCode), message };
    } else {
      request.log.error({ err }, 'unhandled error');
      body = {
        statusCode: 500,
        error: errorNames.INTERNAL,
        message: 'Sorry an unexpected error occurred.',
      };
    }
    if (body.details === undefined) delete body.details;
    return reply.status(body.statusCode).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const isPageRequest =
      request.method === 'GET' &&
      !/^\/(v1|dev|uploads)(\/|$)/.test(request.url) &&
      (request.headers.accept ?? '').includes('text/html');
    if (isPageRequest && app.hasDecorator('sendSpa') && app.sendSpa) return app.sendSpa(reply);
    const body: TApiError = {
      statusCode: 404,
      error: errorNames.NOT_FOUND,
      message: `${serverMessages.routeNotFound}: ${request.method} ${request.url.split('?')[0]}`,
    };
    return reply.status(404).send(body);
  });
});
