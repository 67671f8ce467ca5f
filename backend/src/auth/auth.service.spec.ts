import { jest } from '@jest/globals';
import { JwtService } from '@nestjs/jwt';
import bcrypt from 'bcrypt';
import { QueryFailedError, type Repository } from 'typeorm';
import type { ResolvedConfig } from '../config/resolve-config.js';
import { RateLimiterFactory } from '../common/rate-limit/rate-limiter.factory.js';
import { SecurityEvents } from '../security-events/security-events.service.js';
import { AuthService, EMAIL_TAKEN, INVALID_LOGIN } from './auth.service.js';
import { PasswordStrength } from './passwords/password-strength.js';
import type { SessionStore } from './sessions/session-store.js';
import type { User } from './entities/user.entity.js';
import { toExpiresIn } from './auth.module.js';
import { LoginDevices } from './login/login-device.js';
import { LoginThrottle } from './login/login-throttle.js';
import type { AccountRoles } from './roles/account-roles.service.js';

/** The repository is the database boundary; the e2e tests cover the real one. */
function serviceWith(repository: Partial<Repository<User>>) {
  const config = {
    bcryptRounds: 10,
    bcryptConcurrency: 1,
    jwtSecret: 's'.repeat(32),
    loginFailures: { perAccount: 10, windowMinutes: 15 },
    authRateLimit: { perIpPerMinute: 300, perIpAndEmailPerMinute: 20 },
    signupsPerAddressPerHour: 100,
    publicUrl: 'http://localhost:8080',
    teacherEmails: [] as string[],
  } as ResolvedConfig;
  const limits = new RateLimiterFactory(null);
  const events = new SecurityEvents();
  const jwt = new JwtService({ secret: config.jwtSecret, signOptions: { expiresIn: '7d' } });
  const service = new AuthService(
    repository as Repository<User>,
    jwt,
    config,
    limits,
    {} as SessionStore,
    new PasswordStrength(),
    events,
    new LoginThrottle(config, limits, events),
    new LoginDevices(config),
    { applyRoleLists: async () => undefined } as unknown as AccountRoles,
  );
  return { service, jwt };
}

function uniqueViolation(): QueryFailedError {
  return new QueryFailedError('INSERT', [], Object.assign(new Error('duplicate key'), { code: '23505' }));
}

describe('AuthService', () => {
  it('hashes the password with bcrypt before inserting and returns a token for the new id', async () => {
    let inserted: Partial<User> = {};
    const { service, jwt } = serviceWith({
      insert: async (values) => {
        inserted = values as Partial<User>;
        return { identifiers: [{ id: '11111111-1111-4111-8111-111111111111' }], generatedMaps: [], raw: [] };
      },
    });
    const { token } = await service.createUser(
      { name: 'A', email: 'a@x.io', phone: '1', password: 'correct horse 1' },
      { ip: '10.0.0.1' },
    );
    expect(await bcrypt.compare('correct horse 1', inserted.passwordHash!)).toBe(true);
    expect(jwt.verify(token).sub).toBe('11111111-1111-4111-8111-111111111111');
  });

  it('turns a unique violation into 409 already exists', async () => {
    const { service } = serviceWith({ insert: async () => Promise.reject(uniqueViolation()) });
    await expect(
      service.createUser(
        { name: 'A', email: 'a@x.io', phone: '1', password: 'correct horse 1' },
        { ip: '10.0.0.1' },
      ),
    ).rejects.toMatchObject({
      status: 409,
      response: { success: false, errors: [{ msg: EMAIL_TAKEN }] },
    });
  });

  it('unknown email still costs a bcrypt compare and gives the same 401', async () => {
    const queryBuilder = {
      addSelect: () => queryBuilder,
      where: () => queryBuilder,
      getOne: async () => null,
    };
    const { service } = serviceWith({ createQueryBuilder: (() => queryBuilder) as never });
    const compare = jest.spyOn(bcrypt, 'compare');
    await expect(
      service.login({ email: 'x@x.io', password: 'whatever1' }, { ip: '10.0.0.1' }),
    ).rejects.toMatchObject({
      status: 401,
      response: { errors: [{ msg: INVALID_LOGIN }] },
    });
    expect(compare).toHaveBeenCalledTimes(1);
    compare.mockRestore();
  });

  it('JWT_EXPIRES_IN of bare digits means seconds', () => {
    expect(toExpiresIn('3600')).toBe(3600);
    expect(toExpiresIn('7d')).toBe('7d');
  });
});
