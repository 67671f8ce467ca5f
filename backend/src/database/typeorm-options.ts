import type { DataSourceOptions } from 'typeorm';
import type { ResolvedConfig } from '../config/resolve-config.js';
import { AiDailySchoolUsage, AiDailyUsage } from '../ai-usage/ai-daily-usage.entity.js';
import { User } from '../auth/entities/user.entity.js';
import { ContactQuery } from '../contact/entities/contact-query.entity.js';
import { AnswerVersion } from '../tutor/entities/answer-version.entity.js';
import { Conversation } from '../tutor/entities/conversation.entity.js';
import { Question } from '../tutor/entities/question.entity.js';
import { TutorPreference } from '../tutor/entities/tutor-preference.entity.js';
import { InitialSchema1764000000000 } from './migrations/1764000000000-initial-schema.js';
import { GoogleSignIn1764200000000 } from './migrations/1764200000000-google-sign-in.js';
import { TutorConversations1765100000000 } from './migrations/1765100000000-tutor-conversations.js';
import { TeacherSupport1765200000000 } from './migrations/1765200000000-teacher-support.js';
import { SessionsAndPasswordReset1765400000000 } from './migrations/1765400000000-sessions-and-password-reset.js';
import { AiUsageAndSecurityEvents1765600000000 } from './migrations/1765600000000-ai-usage-and-security-events.js';
import { AiUsageHoldExpiry1765610000000 } from './migrations/1765610000000-ai-usage-hold-expiry.js';
import { TrustedRoles1766000000000 } from './migrations/1766000000000-trusted-roles.js';
import { ContactQuerySender1766000000001 } from './migrations/1766000000001-contact-query-sender.js';
import { Classes1767000000000 } from './migrations/1767000000000-classes.js';
import { ConversationClass1767000000001 } from './migrations/1767000000001-conversation-class.js';
import { Rosters1767000000002 } from './migrations/1767000000002-rosters.js';
import { SafetyAlerts1768000000000 } from './migrations/1768000000000-safety-alerts.js';
import { AnswerSafety1768000000001 } from './migrations/1768000000001-answer-safety.js';
import { Privacy1769000000000 } from './migrations/1769000000000-privacy.js';
import { RetentionIndexes1769000000001 } from './migrations/1769000000001-retention-indexes.js';
import { LastSignInBackfill1769000000002 } from './migrations/1769000000002-last-sign-in-backfill.js';
import { ConsoleListIndexes1769100000000 } from './migrations/1769100000000-console-list-indexes.js';
import { QuestionStatusIndex1769100000001 } from './migrations/1769100000001-question-status-index.js';
import { AnswerSearchVector1769200000000 } from './migrations/1769200000000-answer-search-vector.js';
import { EscalationListKeys1769200000001 } from './migrations/1769200000001-escalation-list-keys.js';
import { ConsoleCounts1769300000000 } from './migrations/1769300000000-console-counts.js';
import { QuestionSearchVector1769300000001 } from './migrations/1769300000001-question-search-vector.js';
import { StudentQuestionsCoveringIndex1769300000002 } from './migrations/1769300000002-student-questions-covering-index.js';
import { StudentWordIndexes1769400000000 } from './migrations/1769400000000-student-word-indexes.js';
import { StudentPageOpenings1769500000000 } from './migrations/1769500000000-student-page-openings.js';
import { SilentServerConnections } from './silent-server-connections.js';

export const ENTITIES = [
  User,
  Question,
  ContactQuery,
  Conversation,
  AnswerVersion,
  TutorPreference,
  AiDailyUsage,
  AiDailySchoolUsage,
];
/** Listed explicitly (no globs): works the same from src/ under jest and from dist/. Append new ones. */
export const MIGRATIONS = [
  InitialSchema1764000000000,
  GoogleSignIn1764200000000,
  TutorConversations1765100000000,
  TeacherSupport1765200000000,
  SessionsAndPasswordReset1765400000000,
  AiUsageAndSecurityEvents1765600000000,
  AiUsageHoldExpiry1765610000000,
  TrustedRoles1766000000000,
  ContactQuerySender1766000000001,
  Classes1767000000000,
  ConversationClass1767000000001,
  Rosters1767000000002,
  SafetyAlerts1768000000000,
  AnswerSafety1768000000001,
  Privacy1769000000000,
  RetentionIndexes1769000000001,
  LastSignInBackfill1769000000002,
  ConsoleListIndexes1769100000000,
  QuestionStatusIndex1769100000001,
  AnswerSearchVector1769200000000,
  EscalationListKeys1769200000001,
  ConsoleCounts1769300000000,
  QuestionSearchVector1769300000001,
  StudentQuestionsCoveringIndex1769300000002,
  StudentWordIndexes1769400000000,
  StudentPageOpenings1769500000000,
];

/**
 * Migrations run at start under an advisory lock (migrate-under-lock.ts, called by AppModule), not by
 * TypeORM's migrationsRun; the schema is never synchronized from the entities.
 */
export function typeOrmOptions(
  config: Pick<ResolvedConfig, 'databaseUrl' | 'dbPoolSize' | 'dbConnectTimeoutMs'> &
    Partial<Pick<ResolvedConfig, 'dbQueryTimeoutMs'>>,
): DataSourceOptions {
  return {
    type: 'postgres',
    url: config.databaseUrl,
    entities: ENTITIES,
    subscribers: [SilentServerConnections],
    migrations: MIGRATIONS,
    migrationsRun: false,
    synchronize: false,
    // Not 'error': TypeORM would log failed queries with their parameters (password hashes, messages).
    logging: ['migration'],
    poolSize: config.dbPoolSize,
    extra: {
      connectionTimeoutMillis: config.dbConnectTimeoutMs,
      ...(config.dbQueryTimeoutMs === undefined ? {} : statementLimits(config.dbQueryTimeoutMs)),
    },
  };
}

/** How much later than the server's statement_timeout the client gives up on a server that says nothing. */
export const SILENT_SERVER_GRACE_MS = 1000;

/**
 * A statement runs at most `ms` (the server cancels it: SQLSTATE 57014); a server that does not
 * answer at all (frozen, or a network that drops packets without a reset) is given up by the client
 * SILENT_SERVER_GRACE_MS later ("Query read timeout"). Both end the request with a 503, not a hang.
 */
const statementLimits = (ms: number) => ({
  statement_timeout: ms,
  query_timeout: ms + SILENT_SERVER_GRACE_MS,
});
