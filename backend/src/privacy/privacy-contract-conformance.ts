import type * as Api from '@elearning/contract';
import type {
  DeleteMyAccountDto,
  DeleteStudentAccountDto,
  REASON_MAX_LENGTH,
  StudentDataExportQueryDto,
} from './privacy.dto.js';

/**
 * The request DTOs of a student's data against the contract, both ways (the response DTOs are
 * checked by @Route, src/common/route.decorator.ts). Compiled, never run.
 */
type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;

export type PrivacyConformance = [
  Assert<Equals<DeleteMyAccountDto, Api.DeleteMyAccountRequest>>,
  Assert<Equals<StudentDataExportQueryDto, Api.StudentDataExportQuery>>,
  Assert<Equals<DeleteStudentAccountDto, Api.DeleteStudentAccountRequest>>,
  Assert<Equals<typeof REASON_MAX_LENGTH, typeof Api.PRIVACY_REASON_MAX_LENGTH>>,
];
