/**
 * Compile-time proof that the backend speaks the contract (packages/contract/src/api.ts): `tsc`
 * (the backend's test script runs it) fails when either side changes and the other does not follow.
 * `implements` on each DTO only checks one direction (a field added to the contract as optional
 * would pass), so each pair is asserted equal both ways here. Nothing in this file runs.
 */
import type * as Api from '@elearning/contract';
import type * as AiUsage from './ai-usage/dto/ai-usage.dto.js';
import type { AuthResponseDto } from './auth/dto/auth-response.dto.js';
import type { CreateUserDto } from './auth/dto/create-user.dto.js';
import type { LoginDto } from './auth/dto/login.dto.js';
import type { GoogleLoginDto } from './auth/google/google-login.dto.js';
import type {
  ForgotPasswordDto,
  OkResponseDto,
  ResetPasswordDto,
} from './auth/password-reset/password-reset.dto.js';
import type { ErrorBodyDto } from './common/error-body.dto.js';
import type { AddContactQueryDto, SuccessResponseDto } from './contact/dto/add-contact-query.dto.js';
import type { AddQuestionDto, AddQuestionResponseDto } from './tutor/dto/add-question.dto.js';
import type {
  QuestionListResponseDto,
  QuestionResponseDto,
  QuestionViewDto,
} from './tutor/dto/list-questions.dto.js';
import type { QuestionStatus } from './tutor/entities/question.entity.js';
import type { Role } from './auth/entities/user.entity.js';
import type { EscalateDto, FlagIncorrectDto, TeacherReplyDto } from './teachers/dto/teacher-requests.dto.js';
import type * as Support from './student-support/dto/support-responses.dto.js';
import type * as Tutor from './tutor/dto/tutor.dto.js';
import type * as Students from './teachers/dto/teacher-students.dto.js';
import type { TUTOR_MODES } from './tutor/prompting/tutor-instructions.js';
import type * as Verification from './auth/email-verification/email-verification.dto.js';
import type * as Invitations from './auth/invitations/invitations.dto.js';
import type * as Admin from './admin/admin.dto.js';

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
  Assert<Equals<OkResponseDto, Api.OkResponse>>,
  // Responses (the controllers return the contract types; these are their OpenAPI descriptions).
  Assert<Equals<AuthResponseDto, Api.AuthResponse>>,
  // The seed's response plus the conversation it started.
  Assert<Equals<AddQuestionResponseDto, Api.AskResponse>>,
  Assert<Equals<QuestionViewDto, Api.QuestionView>>,
  Assert<Equals<QuestionListResponseDto, Api.QuestionListResponse>>,
  Assert<Equals<QuestionResponseDto, Api.QuestionResponse>>,
  Assert<Equals<SuccessResponseDto, Api.ContactResponse>>,
  Assert<Equals<ErrorBodyDto, Api.ErrorResponse>>,
  Assert<Equals<QuestionStatus, Api.QuestionStatus>>,
  // Teacher support (src/teachers).
  Assert<Equals<Role, Api.Role>>,
  Assert<Equals<EscalateDto, Api.EscalateRequest>>,
  Assert<Equals<TeacherReplyDto, Api.TeacherReplyRequest>>,
  Assert<Equals<FlagIncorrectDto, Api.FlagIncorrectRequest>>,
  Assert<Equals<Support.MeResponseDto, Api.MeResponse>>,
  Assert<Equals<Support.QuestionSupportResponseDto, Api.QuestionSupportResponse>>,
  Assert<Equals<Support.OwnContactRepliesResponseDto, Api.OwnContactRepliesResponse>>,
  Assert<Equals<Support.OwnQuestionSupportResponseDto, Api.OwnQuestionSupportResponse>>,
  Assert<Equals<Support.SupportOverviewResponseDto, Api.SupportOverviewResponse>>,
  Assert<Equals<Support.TeacherQuestionListResponseDto, Api.TeacherQuestionListResponse>>,
  Assert<Equals<Support.TeacherQuestionResponseDto, Api.TeacherQuestionResponse>>,
  Assert<Equals<Support.ContactInboxResponseDto, Api.ContactInboxResponse>>,
  Assert<Equals<Support.ContactQueryResponseDto, Api.ContactQueryResponse>>,
  Assert<Equals<Support.ContactReplyResponseDto, Api.ContactReplyResponse>>,
  Assert<Equals<Support.AccessLogResponseDto, Api.AccessLogResponse>>,
  // Daily AI quotas and the console's student page (docs/tutor.md, docs/teachers.md).
  Assert<Equals<AiUsage.AiUsageTodayResponseDto, Api.AiUsageTodayResponse>>,
  Assert<Equals<AiUsage.TeacherAiUsageResponseDto, Api.TeacherAiUsageResponse>>,
  Assert<Equals<AiUsage.SchoolAiUsageResponseDto, Api.SchoolAiUsageResponse>>,
  Assert<Equals<AiUsage.RaiseAiQuotaDto, Api.RaiseAiQuotaRequest>>,
  Assert<Equals<AiUsage.RaiseAiQuotaResponseDto, Api.RaiseAiQuotaResponse>>,
  Assert<Equals<Students.TeacherStudentResponseDto, Api.TeacherStudentResponse>>,
  Assert<Equals<Students.ResetLinkResponseDto, Api.ResetLinkResponse>>,
  Assert<Equals<Students.ApproveStudentResponseDto, Api.ApproveStudentResponse>>,
  // Trusted roles (docs/security.md, "Who is a teacher").
  Assert<Equals<Verification.VerifyEmailDto, Api.VerifyEmailRequest>>,
  Assert<Equals<Verification.VerifyEmailResponseDto, Api.VerifyEmailResponse>>,
  Assert<Equals<Verification.VerificationSentResponseDto, Api.VerificationSentResponse>>,
  Assert<Equals<Invitations.AcceptInvitationDto, Api.AcceptInvitationRequest>>,
  Assert<Equals<Invitations.AcceptInvitationResponseDto, Api.AcceptInvitationResponse>>,
  Assert<Equals<Invitations.CreateInvitationDto, Api.CreateInvitationRequest>>,
  Assert<Equals<Invitations.InvitationCreatedResponseDto, Api.InvitationCreatedResponse>>,
  Assert<Equals<Invitations.InvitationListResponseDto, Api.InvitationListResponse>>,
  Assert<Equals<Admin.StaffListResponseDto, Api.StaffListResponse>>,
  Assert<Equals<Admin.SchoolSecurityEventsResponseDto, Api.SchoolSecurityEventsResponse>>,
  // The tutor (docs/tutor.md).
  Assert<Equals<Tutor.AskDto, Api.AskRequest>>,
  Assert<Equals<Tutor.AskResponseDto, Api.AskResponse>>,
  Assert<Equals<Tutor.TutorModeDto, Api.TutorModeRequest>>,
  Assert<Equals<Tutor.TutorPreferencesResponseDto, Api.TutorPreferencesResponse>>,
  Assert<Equals<Tutor.FeedbackDto, Api.FeedbackRequest>>,
  Assert<Equals<Tutor.FeedbackResponseDto, Api.FeedbackResponse>>,
  Assert<Equals<Tutor.TurnViewDto, Api.TurnView>>,
  Assert<Equals<Tutor.TurnResponseDto, Api.TurnResponse>>,
  Assert<Equals<Tutor.ConversationListResponseDto, Api.ConversationListResponse>>,
  Assert<Equals<Tutor.ConversationResponseDto, Api.ConversationResponse>>,
  Assert<Equals<Tutor.StopResponseDto, Api.StopResponse>>,
  Assert<Equals<(typeof TUTOR_MODES)[number], Api.TutorMode>>,
];
