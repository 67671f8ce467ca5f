import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { toErrorResponse } from './error-response.js';

/** Every error a route throws leaves in the `{success:false, errors:[{msg}]}` shape. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { status, body, retryAfterSeconds } = toErrorResponse(exception);
    if (status >= 500)
      this.logger.error(
        exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
      );
    if (reply.sent) {
      // A hijacked reply (the answer stream) that failed before its headers went out: close the
      // connection rather than leave the client waiting for a response that will never come.
      if (!reply.raw.headersSent) reply.raw.destroy();
      return;
    }
    if (retryAfterSeconds !== undefined) void reply.header('retry-after', String(retryAfterSeconds));
    void reply.status(status).send(body);
  }
}
