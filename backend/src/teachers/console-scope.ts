import { HttpStatus, Injectable } from '@nestjs/common';
import type { UserWithRole } from '../auth/roles/roles.guard.js';
import { ClassesService } from '../classes/classes.service.js';
import type { StudentScope } from '../classes/student-scope.js';
import { ApiErrorException } from '../common/api-error.js';

export const STUDENT_NOT_FOUND = 'Student not found';

/**
 * The console's scope of a request (docs/classes.md): a teacher sees the students of their
 * classes, an admin every student. Another class's student is a 404, as for an unknown id.
 */
@Injectable()
export class ConsoleScopes {
  constructor(private readonly classes: ClassesService) {}

  /** The viewer's scope, narrowed to `classId` when the class picker sent one (not theirs: 404). */
  async of(viewer: UserWithRole, classId?: string): Promise<StudentScope> {
    if (classId !== undefined) await this.classes.managed(viewer, classId);
    return { teacherId: viewer.role === 'admin' ? null : viewer.id, classId: classId ?? null };
  }

  /** 404 unless the student is in one of the viewer's classes (an admin: any). */
  async assertSees(viewer: UserWithRole, studentId: string): Promise<void> {
    if (!(await this.classes.teacherSeesStudent(viewer, studentId)))
      throw new ApiErrorException(HttpStatus.NOT_FOUND, STUDENT_NOT_FOUND);
  }
}
