/**
 * Compile-time proof that the classes endpoints speak the contract (packages/contract/src/classes.ts),
 * both directions, like src/contract-conformance.ts. Nothing in this file runs.
 */
import type * as Api from '@elearning/contract';
import type * as Dto from './dto/classes.dto.js';

type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<Condition extends true> = Condition;

export type ClassesContractConformance = [
  Assert<Equals<Dto.CreateClassDto, Api.CreateClassRequest>>,
  Assert<Equals<Dto.UpdateClassDto, Api.UpdateClassRequest>>,
  Assert<Equals<Dto.JoinClassDto, Api.JoinClassRequest>>,
  Assert<Equals<Dto.AddClassTeacherDto, Api.AddClassTeacherRequest>>,
  Assert<Equals<Dto.OpenHoursSlotDto, Api.OpenHoursSlot>>,
  Assert<Equals<Dto.ClassSummaryDto, Api.ClassSummaryView>>,
  Assert<Equals<Dto.ClassDetailDto, Api.ClassDetailView>>,
  Assert<Equals<Dto.ClassResponseDto, Api.ClassResponse>>,
  Assert<Equals<Dto.ClassListResponseDto, Api.ClassListResponse>>,
  Assert<Equals<Dto.JoinClassResponseDto, Api.JoinClassResponse>>,
];
