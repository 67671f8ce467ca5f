import { createParamDecorator, type ExecutionContext, Injectable } from '@nestjs/common';
import { AUTH_TOKEN_HEADER, type AuthenticatedUser } from './auth-token.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';

/**
 * For endpoints anyone may call that remember who called when signed in (a contact query): with a
 * valid token the request carries the account; without one, or with one that no longer works, it
 * goes on signed out. Never refuses: a message is never lost to an expired session.
 */
@Injectable()
export class SignedInIfToken extends JwtAuthGuard {
  // Signed out (most contact queries): a plain true, which Nest's guards take without a promise
  // (a promise, even a settled one, costs the busiest call two more: decision 0015).
  override canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const request = context.switchToHttp().getRequest<{ headers: Record<string, unknown>; user?: unknown }>();
    if (!request.headers[AUTH_TOKEN_HEADER]) return true;
    return this.signedIn(context).then(
      () => true,
      () => {
        request.user = undefined;
        return true;
      },
    );
  }
}

/** The account SignedInIfToken found, or undefined. */
export const OptionalUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedUser | undefined =>
    context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user,
);
