import { SetMetadata } from '@nestjs/common';
import type { Role } from '../entities/user.entity.js';

export const ROLES_KEY = 'roles';

/** The roles allowed to call a controller or route; enforced by RolesGuard (after JwtAuthGuard). */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);
