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
    // A 503 with Retry-After is an answer we chose (database or Redis down, not ready): one line at
    // warn, no stack (an outage would otherwise print thousands). Anything else 5xx is a bug.
    if (status >= 500 && retryAfterSeconds !== undefined)
      this.logger.warn(`${status}: ${body.errors.map((error) => error.msg).join('; ')}`);
    else if (status >= 500)
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
