/**
 * Compile-time proof that the backend speaks the contract (packages/contract/src/api.ts): `tsc`
 * (the backend's test script runs it) fails when either side changes and the other does not follow.
 * `implements` on each DTO only checks one direction (a field added to the contract as optional
 * would pass), so each pair is asserted equal both ways here. Nothing in this file runs.
 *
 * Responses are not listed: `@Route(ROUTES.x, { type: ResponseDto })` (src/common/route.decorator.ts)
 * asserts the same equality between each endpoint's response DTO and the table's response type, and
 * checks the handler's return type. What is left: request bodies and queries (the controllers take
 * them as DTO classes the route table cannot see), and types the backend uses on its own.
 */
import type * as Api from '@elearning/contract';
import type * as AiUsage from './ai-usage/dto/ai-usage.dto.js';
import type * as Classes from './classes/dto/classes.dto.js';
import type { CreateUserDto } from './auth/dto/create-user.dto.js';
import type { LoginDto } from './auth/dto/login.dto.js';
import type { GoogleLoginDto } from './auth/google/google-login.dto.js';
import type { ForgotPasswordDto, ResetPasswordDto } from './auth/password-reset/password-reset.dto.js';
import type { ErrorBodyDto } from './common/error-body.dto.js';
import type { AddContactQueryDto } from './contact/dto/add-contact-query.dto.js';
import type { AddQuestionDto } from './tutor/dto/add-question.dto.js';
import type { ListQuestionsQuery } from './tutor/dto/list-questions.dto.js';
import type { QuestionStatus } from './tutor/entities/question.entity.js';
import type { Role } from './auth/entities/user.entity.js';
import type {
  AccessLogQuery,
  ContactInboxQuery,
  EscalateDto,
  FlagIncorrectDto,
  TeacherQuestionsQuery,
  TeacherReplyDto,
} from './teachers/dto/teacher-requests.dto.js';
import type * as Tutor from './tutor/dto/tutor.dto.js';
import type { TUTOR_MODES } from './tutor/prompting/tutor-instructions.js';
import type * as Verification from './auth/email-verification/email-verification.dto.js';
import type * as Invitations from './auth/invitations/invitations.dto.js';
import type * as Admin from './admin/admin.dto.js';
import type * as Safety from './safety/alerts/dto/safety-alerts.dto.js';
import type * as Privacy from './privacy/privacy.dto.js';

/** True only when A and B are the same type, not merely assignable one way. */
type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<Condition extends true> = Condition;

export type ContractConformance = [
  // Request bodies: the fields the DTO validates are exactly the contract's.
  Assert<Equals<CreateUserDto, Api.CreateUserRequest>>,
  Assert<Equals<LoginDto, Api.LoginRequest>>,
  Assert<Equals<GoogleLoginDto, Api.GoogleLoginRequest>>,
  Assert<Equals<AddQuestionDto, Api.AddQuestionRequest>>,
  // The backend also accepts a contact query without a message (stored as ''); the contract's
  // clients always send one. Same fields and types otherwise.
  Assert<Equals<Required<AddContactQueryDto>, Required<Api.ContactRequest>>>,
  Assert<Equals<ForgotPasswordDto, Api.ForgotPasswordRequest>>,
  Assert<Equals<ResetPasswordDto, Api.ResetPasswordRequest>>,
  Assert<Equals<ErrorBodyDto, Api.ErrorResponse>>,
  Assert<Equals<QuestionStatus, Api.QuestionStatus>>,
  // Teacher support (src/teachers).
  Assert<Equals<Role, Api.Role>>,
  Assert<Equals<EscalateDto, Api.EscalateRequest>>,
  Assert<Equals<TeacherReplyDto, Api.TeacherReplyRequest>>,
  Assert<Equals<FlagIncorrectDto, Api.FlagIncorrectRequest>>,
  // Queries (as validated: numbers after @Type(() => Number)).
  Assert<Equals<TeacherQuestionsQuery, Api.TeacherQuestionsQuery>>,
  Assert<Equals<ContactInboxQuery, Api.ContactInboxQuery>>,
  Assert<Equals<AccessLogQuery, Api.AccessLogQuery>>,
  Assert<Equals<AiUsage.TeacherAiUsageQuery, Api.TeacherAiUsageQuery>>,
  Assert<Equals<AiUsage.AiUsageTodayQueryDto, Api.AiUsageTodayQuery>>,
  Assert<Equals<Admin.SecurityEventsQuery, Api.SecurityEventsQuery>>,
  Assert<Equals<ListQuestionsQuery, Api.PageQuery>>,
  Assert<Equals<Tutor.ConversationPageQueryDto, Api.ConversationPageQuery>>,
  // Daily AI quotas and the console's student page (docs/tutor.md, docs/teachers.md).
  Assert<Equals<AiUsage.RaiseAiQuotaDto, Api.RaiseAiQuotaRequest>>,
  // Trusted roles (docs/security.md, "Who is a teacher").
  Assert<Equals<Verification.VerifyEmailDto, Api.VerifyEmailRequest>>,
  Assert<Equals<Invitations.AcceptInvitationDto, Api.AcceptInvitationRequest>>,
  Assert<Equals<Invitations.CreateInvitationDto, Api.CreateInvitationRequest>>,
  // The tutor (docs/tutor.md).
  Assert<Equals<Tutor.AskDto, Api.AskRequest>>,
  Assert<Equals<Tutor.TutorModeDto, Api.TutorModeRequest>>,
  Assert<Equals<Tutor.FeedbackDto, Api.FeedbackRequest>>,
  Assert<Equals<(typeof TUTOR_MODES)[number], Api.TutorMode>>,
  // Classes (docs/classes.md): the bodies; the responses are checked by @Route.
  Assert<Equals<Classes.CreateClassDto, Api.CreateClassRequest>>,
  Assert<Equals<Classes.UpdateClassDto, Api.UpdateClassRequest>>,
  Assert<Equals<Classes.JoinClassDto, Api.JoinClassRequest>>,
  Assert<Equals<Classes.AddClassTeacherDto, Api.AddClassTeacherRequest>>,
  Assert<Equals<Classes.OpenHoursSlotDto, Api.OpenHoursSlot>>,
  // Safety alerts (docs/safety.md): the queries and the resolve body; the responses by @Route.
  Assert<Equals<Safety.SafetyAlertsQueryDto, Api.SafetyAlertsQuery>>,
  Assert<Equals<Safety.SafetyDigestQueryDto, Api.SafetyDigestQuery>>,
  Assert<Equals<Safety.ResolveSafetyAlertDto, Api.ResolveSafetyAlertRequest>>,
  Assert<Equals<Privacy.DeleteMyAccountDto, Api.DeleteMyAccountRequest>>,
  Assert<Equals<Privacy.StudentDataExportQueryDto, Api.StudentDataExportQuery>>,
  Assert<Equals<Privacy.DeleteStudentAccountDto, Api.DeleteStudentAccountRequest>>,
  Assert<Equals<typeof Privacy.REASON_MAX_LENGTH, typeof Api.PRIVACY_REASON_MAX_LENGTH>>,
];
