/** OpenAPI descriptions of the support responses; each `implements` its contract type. */
import type * as Api from '@elearning/contract';
import { ApiProperty } from '@nestjs/swagger';
import { QUESTION_STATUSES } from '../../tutor/entities/question.entity.js';
import { ROLES } from '../../auth/entities/user.entity.js';
import { AnswerFeedbackDto } from '../../tutor/dto/tutor.dto.js';

class CurrentUserDto implements Api.CurrentUser {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ROLES }) role: Api.Role;
  @ApiProperty({ description: "the email was proven to be the account owner's" }) emailVerified: boolean;
  @ApiProperty({ description: 'verified or approved by a teacher: the full daily AI allowance' })
  vouched: boolean;
}
export class MeResponseDto implements Api.MeResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: CurrentUserDto }) user: CurrentUserDto;
  @ApiProperty({ description: 'teacher answers and contact replies not seen yet' }) unseenReplies: number;
}

class EscalationDto implements Api.EscalationView {
  @ApiProperty() note: string;
  @ApiProperty({ enum: ['waiting', 'answered'] }) status: Api.EscalationStatus;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
class TeacherReplyViewDto implements Api.TeacherReplyView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Markdown' }) body: string;
  @ApiProperty() teacherName: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
class AnswerFlagDto implements Api.AnswerFlagView {
  @ApiProperty() comment: string;
  @ApiProperty() teacherName: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
class QuestionSupportDto implements Api.QuestionSupportView {
  @ApiProperty({ type: EscalationDto, nullable: true }) escalation: EscalationDto | null;
  @ApiProperty({ type: [TeacherReplyViewDto] }) replies: TeacherReplyViewDto[];
  @ApiProperty({ type: AnswerFlagDto, nullable: true }) incorrect: AnswerFlagDto | null;
}
export class QuestionSupportResponseDto implements Api.QuestionSupportResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: QuestionSupportDto }) support: QuestionSupportDto;
}

class OwnQuestionSupportDto implements Api.OwnQuestionSupport {
  @ApiProperty({ format: 'uuid' }) questionId: string;
  @ApiProperty({ format: 'uuid' }) conversationId: string;
  @ApiProperty({ type: QuestionSupportDto }) support: QuestionSupportDto;
}
export class OwnQuestionSupportResponseDto implements Api.OwnQuestionSupportResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: [OwnQuestionSupportDto] }) items: OwnQuestionSupportDto[];
}

class ContactReplyViewDto implements Api.ContactReplyView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() body: string;
  @ApiProperty() teacherName: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty() emailed: boolean;
}
class OwnContactQueryDto implements Api.OwnContactQueryView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() message: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: [ContactReplyViewDto] }) replies: ContactReplyViewDto[];
}
export class OwnContactRepliesResponseDto implements Api.OwnContactRepliesResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: [OwnContactQueryDto] }) items: OwnContactQueryDto[];
}

class OverviewDto implements Api.SupportOverview {
  @ApiProperty() escalationsWaiting: number;
  @ApiProperty() contactOpen: number;
  @ApiProperty({ description: 'since midnight UTC' }) questionsToday: number;
}
export class SupportOverviewResponseDto implements Api.SupportOverviewResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: OverviewDto }) overview: OverviewDto;
}

class PersonRefDto implements Api.PersonRef {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
}
class TeacherQuestionSummaryDto implements Api.TeacherQuestionSummary {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() userQues: string;
  @ApiProperty({ enum: QUESTION_STATUSES }) status: Api.QuestionStatus;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: PersonRefDto }) student: PersonRefDto;
  @ApiProperty({ enum: ['waiting', 'answered'], nullable: true }) escalation: Api.EscalationStatus | null;
  @ApiProperty() replyCount: number;
  @ApiProperty() incorrect: boolean;
  @ApiProperty({ enum: ['up', 'down'], nullable: true }) feedback: Api.FeedbackRating | null;
}
export class TeacherQuestionListResponseDto implements Api.TeacherQuestionListResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: [TeacherQuestionSummaryDto] }) items: TeacherQuestionSummaryDto[];
  @ApiProperty({ description: 'the page asked for; 0 after a cursor' }) page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty({ type: Number, nullable: true, description: 'first page only, counted up to 200' })
  total: number | null;
  @ApiProperty({ description: 'more than total' }) totalCapped: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'pass as after for the next page' })
  nextCursor: string | null;
}
class TeacherQuestionDetailDto implements Api.TeacherQuestionDetail {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() userQues: string;
  @ApiProperty({ type: String, nullable: true }) answer: string | null;
  @ApiProperty({ enum: QUESTION_STATUSES }) status: Api.QuestionStatus;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: PersonRefDto }) student: PersonRefDto;
  @ApiProperty({ type: QuestionSupportDto }) support: QuestionSupportDto;
  @ApiProperty({ type: AnswerFeedbackDto, nullable: true }) feedback: AnswerFeedbackDto | null;
}
export class TeacherQuestionResponseDto implements Api.TeacherQuestionResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: TeacherQuestionDetailDto }) question: TeacherQuestionDetailDto;
}

class ContactQueryViewDto implements Api.ContactQueryView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() message: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) handledAt: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) accountId: string | null;
  @ApiProperty({ type: [ContactReplyViewDto] }) replies: ContactReplyViewDto[];
}
export class ContactInboxResponseDto implements Api.ContactInboxResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: [ContactQueryViewDto] }) items: ContactQueryViewDto[];
  @ApiProperty({ description: 'the page asked for; 0 after a cursor' }) page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty({ type: Number, nullable: true, description: 'first page only, counted up to 200' })
  total: number | null;
  @ApiProperty({ description: 'more than total (shown as "200+")' }) totalCapped: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'pass as after for the next page' })
  nextCursor: string | null;
}
export class ContactQueryResponseDto implements Api.ContactQueryResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: ContactQueryViewDto }) query: ContactQueryViewDto;
}
export class ContactReplyResponseDto implements Api.ContactReplyResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: ContactReplyViewDto }) reply: ContactReplyViewDto;
  @ApiProperty({ type: String, nullable: true }) notEmailedReason: string | null;
  @ApiProperty({ type: String, nullable: true }) mailto: string | null;
}

class AccessLogEntryDto implements Api.AccessLogEntryView {
  @ApiProperty() id: string;
  @ApiProperty({ type: PersonRefDto }) teacher: PersonRefDto;
  @ApiProperty({ enum: ['question', 'contact_query', 'safety_alert', 'data_export', 'account_deletion', 'student'] })
  subject: Api.AccessSubject;
  @ApiProperty({ format: 'uuid' }) subjectId: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) studentId: string | null;
  @ApiProperty({ type: String, nullable: true }) studentName: string | null;
  @ApiProperty({ type: String, nullable: true }) reason: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
export class AccessLogResponseDto implements Api.AccessLogResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: [AccessLogEntryDto] }) items: AccessLogEntryDto[];
  @ApiProperty({ description: 'the page asked for; 0 after a cursor' }) page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty({ type: Number, nullable: true, description: 'numbered pages only, counted up to 200' })
  total: number | null;
  @ApiProperty({ description: 'more than total (shown as "200+")' }) totalCapped: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'pass as after for the next page' })
  nextCursor: string | null;
}
