/** OpenAPI descriptions of GET /classes/:id/live; the route table checks them against the contract. */
import type * as Api from '@elearning/contract';
import { ApiProperty } from '@nestjs/swagger';

const STATUSES = ['pending', 'answered', 'failed', 'stopped'] as const;
const STUCK = ['thumbs_down', 'follow_ups', 'asked_again'] as const;

export class ClassLiveQuestionDto implements Api.ClassLiveQuestion {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) conversationId: string;
  @ApiProperty({ maxLength: 300 }) text: string;
  @ApiProperty({ enum: STATUSES }) status: Api.ClassLiveQuestion['status'];
  @ApiProperty({ format: 'date-time' }) askedAt: string;
}

export class ClassLiveStudentDto implements Api.ClassLiveStudent {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ format: 'date-time' }) lastActivityAt: string;
  @ApiProperty({ type: ClassLiveQuestionDto, nullable: true }) latestQuestion: ClassLiveQuestionDto | null;
  @ApiProperty() questionsInWindow: number;
  @ApiProperty() waitingEscalations: number;
  @ApiProperty({ enum: STUCK, nullable: true, type: String }) stuck: Api.StuckReason | null;
}

export class ClassLiveResponseDto implements Api.ClassLiveResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ format: 'uuid' }) classId: string;
  @ApiProperty() className: string;
  @ApiProperty({ example: 15 }) windowMinutes: number;
  @ApiProperty({ format: 'date-time' }) generatedAt: string;
  @ApiProperty({ type: [ClassLiveStudentDto] }) students: ClassLiveStudentDto[];
}
