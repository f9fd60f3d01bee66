import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Bad input to an endpoint; answered as 422 with `{ error }`, like a real backend.
 *
 * @example
 * throw new InputError('"email" is required');
 */
export class InputError extends Error {
  override readonly name = 'InputError' as const;
  readonly statusCode = 422;
}

/**
 * The error handler of the whole server: every error is answered as `{ error: message }` with the
 * error's `statusCode` (the plugins' error classes carry theirs), else 500.
 *
 * @example
 * app.setErrorHandler(answerError);
 */
export function answerError(error: FastifyError | Error, _request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  const status = typeof statusCode === 'number' ? statusCode : 500;
  return reply.code(status).send({ error: error instanceof Error ? error.message : String(error) });
}
