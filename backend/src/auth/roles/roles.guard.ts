import { type CanActivate, type ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ApiErrorException } from '../../common/api-error.js';
import { User, type Role } from '../entities/user.entity.js';
import { TOKEN_INVALID } from '../jwt-auth.guard.js';
import type { AuthenticatedUser } from '../auth-token.js';
import { ROLES_KEY } from './roles.decorator.js';

export const TEACHERS_ONLY = 'This is for teachers only';
export const ADMINS_ONLY = 'This is for school administrators only';

/** An admin is also a teacher: a route for teachers lets admins in. */
export function roleAllows(role: Role, allowed: readonly Role[]): boolean {
  return allowed.includes(role) || (role === 'admin' && allowed.includes('teacher'));
}

/** request.user once RolesGuard has read the account: its role as the database says now. */
export interface UserWithRole extends AuthenticatedUser {
  role: Role;
}

/**
 * Checks @Roles(...) against the account's CURRENT role, read from the database on every call
 * (one primary-key lookup), not from the token: a teacher demoted by `npm run teacher -- remove`
 * is refused on their next request although their token is still valid. Runs after JwtAuthGuard:
 * no token is a 401 there; a valid token of another role is a 403 here.
 */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const allowed = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!allowed || allowed.length === 0) return true;
    const request = context.switchToHttp().getRequest<{ user: UserWithRole }>();
    const account = await this.users.findOne({
      where: { id: request.user.id },
      select: { id: true, role: true },
    });
    // A well-signed token of an account that no longer exists.
    if (!account) throw new ApiErrorException(HttpStatus.UNAUTHORIZED, TOKEN_INVALID);
    if (!roleAllows(account.role, allowed))
      throw new ApiErrorException(
        HttpStatus.FORBIDDEN,
        allowed.includes('teacher') ? TEACHERS_ONLY : ADMINS_ONLY,
      );
    request.user.role = account.role;
    return true;
  }
}
