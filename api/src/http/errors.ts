import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import type { ApiErrorBody } from '@legacy-planner/contracts';

/** An error whose status and message are meant for the client. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

// Errors thrown by Koa's own helpers and middleware (body parser, ctx.throw) carry a status.
function statusOf(error: unknown): number {
  const status =
    (error as { status?: unknown; statusCode?: unknown })?.status ??
    (error as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

const codeByStatus: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'too_many_requests',
};

/**
 * Every failure becomes JSON `{ error, message }`. HttpErrors and client errors keep their
 * message; unexpected errors are logged in full and answered with a generic message that
 * leaks nothing.
 */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const status = statusOf(error);
      let body: ApiErrorBody;
      // A 5xx the code chose (the store is down, the server is busy) is expected under load:
      // a warning. Anything else is a defect: an error with its stack.
      if (status >= 500 && error instanceof HttpError) {
        logger.warn({ method: ctx.method, path: ctx.path, status, code: error.code }, 'refused');
      } else if (status >= 500) {
        logger.error({ err: error, method: ctx.method, path: ctx.path }, 'request failed');
      }
      if (error instanceof HttpError) {
        body = { error: error.code, message: error.message };
      } else if (status >= 500) {
        body = {
          error: 'internal_error',
          message: 'Something went wrong on our side. Please try again.',
        };
      } else {
        const exposed = (error as { expose?: boolean }).expose !== false;
        body = {
          error: codeByStatus[status] ?? 'request_failed',
          message:
            exposed && error instanceof Error
              ? error.message
              : 'The request could not be processed.',
        };
      }
      ctx.status = status;
      ctx.body = body;
    }
  };
}

/** Unknown /api paths answer a JSON 404 instead of falling through to the front end. */
export const apiNotFound: Middleware = () => {
  // A fixed sentence: the path is the caller's own input, never repeated back.
  throw new HttpError(404, 'not_found', 'There is no API route at this address.');
};
