import { Module } from '@nestjs/common';
import { JwtModule, type JwtModuleOptions } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG } from '../config/config.constants.js';
import type { ResolvedConfig } from '../config/resolve-config.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { FIREBASE_AUTH_CONFIG } from './google/firebase-auth.config.js';
import { FirebaseTokenVerifier } from './google/firebase-token-verifier.js';
import { GoogleAuthController } from './google/google-auth.controller.js';
import { GoogleAuthService } from './google/google-auth.service.js';
import { User } from './entities/user.entity.js';
import { AuthTokenVerifier } from './auth-token.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';
import { jwtKey } from './jwt-key.js';
import { RolesGuard } from './roles/roles.guard.js';
import { PasswordResetController } from './password-reset/password-reset.controller.js';
import { PasswordResetService } from './password-reset/password-reset.service.js';
import { PasswordResetStore } from './password-reset/password-reset-store.js';
import { ResetMailer } from './password-reset/reset-mailer.js';
import { PasswordStrength } from './passwords/password-strength.js';
import { SessionStore } from './sessions/session-store.js';
import { MailerService } from '../mail/mailer.service.js';
import { AccountStore } from './accounts/account-store.js';
import {
  EmailVerificationController,
  VerificationResendController,
} from './email-verification/email-verification.controller.js';
import { EmailVerificationService } from './email-verification/email-verification.service.js';
import { EmailVerificationStore } from './email-verification/email-verification-store.js';
import { InvitationsController } from './invitations/invitations.controller.js';
import { InvitationsService } from './invitations/invitations.service.js';
import { InvitationStore } from './invitations/invitation-store.js';
import { LoginDevices } from './login/login-device.js';
import { LoginThrottle } from './login/login-throttle.js';
import { AccountRoles } from './roles/account-roles.service.js';

type ExpiresIn = NonNullable<NonNullable<JwtModuleOptions['signOptions']>['expiresIn']>;

/** jsonwebtoken reads a bare number string as milliseconds; JWT_EXPIRES_IN=3600 means seconds. */
export function toExpiresIn(value: string): ExpiresIn {
  return /^\d+$/.test(value) ? Number(value) : (value as ExpiresIn);
}

@Module({
  imports: [
    TypeOrmModule.forFeature([User]),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: ResolvedConfig): JwtModuleOptions => ({
        secret: jwtKey(config.jwtSecret),
        signOptions: { algorithm: 'HS256', expiresIn: toExpiresIn(config.jwtExpiresIn) },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [
    AuthController,
    GoogleAuthController,
    PasswordResetController,
    EmailVerificationController,
    VerificationResendController,
    InvitationsController,
  ],
  providers: [
    AuthService,
    AuthTokenVerifier,
    JwtAuthGuard,
    RolesGuard,
    SessionStore,
    PasswordStrength,
    PasswordResetService,
    PasswordResetStore,
    ResetMailer,
    {
      provide: FIREBASE_AUTH_CONFIG,
      inject: [APP_CONFIG],
      useFactory: (config: ResolvedConfig) => config.firebase,
    },
    FirebaseTokenVerifier,
    GoogleAuthService,
    LoginThrottle,
    LoginDevices,
    AccountStore,
    AccountRoles,
    MailerService,
    EmailVerificationStore,
    EmailVerificationService,
    InvitationStore,
    InvitationsService,
  ],
  exports: [
    AuthService,
    // JwtAuthGuard's own dependency, for the guards other modules build from it (SignedInIfToken).
    AuthTokenVerifier,
    JwtAuthGuard,
    RolesGuard,
    TypeOrmModule,
    SessionStore,
    PasswordResetService,
    AccountStore,
    AccountRoles,
    InvitationsService,
    GoogleAuthService,
  ],
})
export class AuthModule {}
