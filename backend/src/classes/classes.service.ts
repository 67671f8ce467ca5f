import type {
  ClassDetailView,
  ClassMembership,
  ClassSummaryView,
  JoinedClassView,
  OpenHoursInput,
} from '@elearning/contract';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { AccountStore } from '../auth/accounts/account-store.js';
import type { Role } from '../auth/entities/user.entity.js';
import { ApiErrorException } from '../common/api-error.js';
import { isUuid, iso } from '../common/values.js';
import { APP_CONFIG } from '../config/config.constants.js';
import type { ResolvedConfig } from '../config/resolve-config.js';
import { SecurityEvents } from '../security-events/security-events.service.js';
import { type ClassRules, type TutorAvailability, tutorAvailability } from './class-rules.js';
import { type ClassChanges, ClassStore, type ClassSummaryRow, isJoinCodeTaken } from './class-store.js';
import { newJoinCode, normalizeJoinCode } from './join-code.js';
import { normalizeOpenHours } from './open-hours.js';

export const CLASS_NOT_FOUND = 'Class not found';
export const JOIN_CODE_NOT_FOUND =
  'No class is open for joining with this code: check it with your teacher (it may have been changed, or joining turned off)';
export const STAFF_CANNOT_JOIN =
  "Teachers do not join with a code: one of the class's teachers adds you as a co-teacher";
export const NO_SUCH_TEACHER =
  'No teacher account has this email: the teacher signs up (or is invited by an administrator) first';
export const NOT_A_TEACHER_ACCOUNT =
  "This account is a student's: only teachers and administrators can teach a class";
export const TEACHER_NOT_IN_CLASS = 'This teacher does not teach the class';
export const LAST_TEACHER =
  'A class needs at least one teacher: add another teacher before removing this one';
export const STUDENT_NOT_IN_CLASS = 'This student is not in the class';

/** Why a teacher cannot be demoted yet. */
export function onlyTeacherOf(teacherName: string, classNames: string[]): string {
  const classes =
    classNames.length === 1
      ? classNames[0]
      : `${classNames.slice(0, -1).join(', ')} and ${classNames.at(-1)}`;
  const them = classNames.length === 1 ? 'that class' : 'each of them';
  return `${teacherName} is the only teacher of ${classes}: add another teacher to ${them} first`;
}

/** Draws of a join code before giving up (a clash is about one in 10^9 per existing class). */
const JOIN_CODE_ATTEMPTS = 5;

/** Who is asking: the account and its role now. */
export interface Viewer {
  id: string;
  role: Role;
}

/** A PATCH as the DTO holds it (open hours still in either shape). */
export type ClassUpdate = Omit<ClassChanges, 'openHours'> & { openHours?: OpenHoursInput | null };

const isStaff = (role: Role) => role === 'teacher' || role === 'admin';
const notFound = () => new ApiErrorException(HttpStatus.NOT_FOUND, CLASS_NOT_FOUND);

/**
 * Classes (docs/classes.md): teachers make and run them, students join with the code, admins see
 * and manage all. Another class's data is 404, never 403: a teacher cannot even learn that an id
 * is a class. What other modules call: rulesForConversationClass and availability (the tutor),
 * classIdsTaughtBy / teacherSeesStudent / isActiveStudent / classesOfStudent (the console's scope,
 * a new conversation's class).
 */
@Injectable()
export class ClassesService {
  constructor(
    private readonly store: ClassStore,
    private readonly accounts: AccountStore,
    private readonly securityLog: SecurityEvents,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  /** The account's role now (RolesGuard read it already on teacher routes; others read it here). */
  async viewer(user: { id: string; role?: Role }): Promise<Viewer> {
    if (user.role !== undefined) return { id: user.id, role: user.role };
    const account = await this.accounts.standing(user.id);
    return { id: user.id, role: account?.role ?? 'student' };
  }

  async create(viewer: Viewer, fields: { name: string; subject?: string }): Promise<ClassDetailView> {
    const subject = fields.subject ? fields.subject : null;
    const classId = await this.withNewJoinCode((joinCode) =>
      this.store.create({ name: fields.name, subject, joinCode, teacherId: viewer.id }),
    );
    this.securityLog.record('class.created', { userId: viewer.id, reason: `class:${classId}` });
    return this.detail(viewer, classId);
  }

  /** A student's classes now, a teacher's own (archived too), every class for an admin. */
  async list(viewer: Viewer): Promise<ClassSummaryView[]> {
    const rows =
      viewer.role === 'admin'
        ? await this.store.everyClass(viewer.id)
        : viewer.role === 'teacher'
          ? await this.store.classesTaughtBy(viewer.id)
          : await this.store.classesOfStudent(viewer.id);
    return rows.map((row) =>
      summaryView(row, row.viewerTeaches ? 'teacher' : viewer.role === 'admin' ? 'admin' : 'student'),
    );
  }

  async detail(viewer: Viewer, classId: string): Promise<ClassDetailView> {
    const membership = await this.membership(viewer, classId);
    const row = membership === undefined ? undefined : await this.store.find(classId);
    if (membership === undefined || row === undefined) throw notFound();
    const staff = membership !== 'student';
    const [teachers, students] = await Promise.all([
      this.store.teachers(classId),
      staff ? this.store.students(classId) : Promise.resolve(null),
    ]);
    return {
      ...summaryView(row, membership),
      rules: {
        tutorPaused: row.tutorPaused,
        guideOnly: row.guideOnly,
        instructions: row.instructions,
        openHours: row.openHours,
        dailyTokensPerStudent: row.dailyTokensPerStudent,
      },
      teachers: teachers.map((teacher) => ({ ...teacher, email: staff ? teacher.email : null })),
      students:
        students?.map((student) => ({
          id: student.id,
          name: student.name,
          email: student.email,
          joinedAt: iso(student.joinedAt),
        })) ?? null,
      updatedAt: iso(row.updatedAt),
    };
  }

  async update(viewer: Viewer, classId: string, update: ClassUpdate): Promise<ClassDetailView> {
    await this.manageable(viewer, classId);
    const { openHours, subject, ...rest } = update;
    const changes: ClassChanges = {
      ...rest,
      ...(subject === undefined ? {} : { subject: subject === '' ? null : subject }),
      ...(openHours === undefined
        ? {}
        : { openHours: openHours === null ? null : normalizeOpenHours(openHours) }),
    };
    if (!(await this.store.update(classId, changes))) throw notFound();
    return this.detail(viewer, classId);
  }

  /** A new join code; the old one stops matching at once. */
  async rotateJoinCode(viewer: Viewer, classId: string): Promise<ClassDetailView> {
    await this.manageable(viewer, classId);
    const updated = await this.withNewJoinCode((joinCode) => this.store.setJoinCode(classId, joinCode));
    if (!updated) throw notFound();
    this.securityLog.record('class.code_rotated', { userId: viewer.id, reason: `class:${classId}` });
    return this.detail(viewer, classId);
  }

  /** A student joins with a code as typed; wrong, disabled or archived: 404. Twice: no change. */
  async join(viewer: Viewer, typedCode: string): Promise<JoinedClassView> {
    if (isStaff(viewer.role)) throw new ApiErrorException(HttpStatus.FORBIDDEN, STAFF_CANNOT_JOIN);
    const code = normalizeJoinCode(typedCode);
    const joined = code === undefined ? undefined : await this.store.joinByCode(code, viewer.id);
    if (joined === undefined) throw new ApiErrorException(HttpStatus.NOT_FOUND, JOIN_CODE_NOT_FOUND);
    if (!joined.alreadyMember)
      this.securityLog.record('class.joined', { userId: viewer.id, reason: `class:${joined.id}` });
    return joined;
  }

  /** A co-teacher by the email of an existing teacher or admin account. */
  async addTeacher(viewer: Viewer, classId: string, email: string): Promise<ClassDetailView> {
    await this.manageable(viewer, classId);
    const account = await this.accounts.standingByEmail(email);
    if (account === undefined) throw new ApiErrorException(HttpStatus.NOT_FOUND, NO_SUCH_TEACHER);
    if (!isStaff(account.role)) throw new ApiErrorException(HttpStatus.BAD_REQUEST, NOT_A_TEACHER_ACCOUNT);
    await this.store.addTeacher(classId, account.id);
    return this.detail(viewer, classId);
  }

  /** Removes a teacher (a teacher may leave); never the last one. */
  async removeTeacher(viewer: Viewer, classId: string, teacherId: string): Promise<void> {
    await this.manageable(viewer, classId);
    if (!isUuid(teacherId)) throw new ApiErrorException(HttpStatus.NOT_FOUND, TEACHER_NOT_IN_CLASS);
    const outcome = await this.store.removeTeacher(classId, teacherId);
    if (outcome === 'not-a-teacher') throw new ApiErrorException(HttpStatus.NOT_FOUND, TEACHER_NOT_IN_CLASS);
    if (outcome === 'last-teacher') throw new ApiErrorException(HttpStatus.CONFLICT, LAST_TEACHER);
  }

  /** Ends the student's place in the class (they can join again with the code until it is rotated). */
  async removeStudent(viewer: Viewer, classId: string, studentId: string): Promise<void> {
    await this.manageable(viewer, classId);
    if (!isUuid(studentId) || !(await this.store.endEnrollment(classId, studentId)))
      throw new ApiErrorException(HttpStatus.NOT_FOUND, STUDENT_NOT_IN_CLASS);
  }

  // ---- For other modules: the tutor and the console's scope ----

  /**
   * Before an admin demotes a teacher: takes them off their classes, or refuses (409, naming the
   * classes) when they are the only teacher of one, so no class is left taught by a student.
   */
  async releaseTeacher(teacherName: string, teacherId: string): Promise<void> {
    const alone = await this.store.leaveEveryClass(teacherId);
    if (alone.length > 0) throw new ApiErrorException(HttpStatus.CONFLICT, onlyTeacherOf(teacherName, alone));
  }

  /**
   * The rules the tutor follows in a conversation of this class (read from Postgres each call, so
   * a change is seen on the next answer by every replica); undefined for an unknown class.
   */
  /** The daily allowance of one of the student's classes (null: the school's); not theirs: 404. */
  async dailyTokensForStudent(studentId: string, classId: string): Promise<number | null> {
    const rules = (await this.isActiveStudent(classId, studentId))
      ? await this.store.rules(classId)
      : undefined;
    if (rules === undefined) throw notFound();
    return rules.dailyTokensPerStudent;
  }

  rulesForConversationClass(classId: string): Promise<ClassRules | undefined> {
    return isUuid(classId) ? this.store.rules(classId) : Promise.resolve(undefined);
  }

  /** Paused, or outside open hours (SCHOOL_TIME_ZONE), with the student's message; or open. */
  availability(rules: ClassRules, now: Date = new Date()): TutorAvailability {
    return tutorAvailability(rules, now, this.config.aiQuota.timeZone);
  }

  /** Whether the student is in the class now (a new conversation's `classId` must pass this). */
  async isActiveStudent(classId: string, studentId: string): Promise<boolean> {
    if (!isUuid(classId)) return false;
    const ties = await this.store.ties(classId, studentId);
    return ties !== undefined && ties.studies && !ties.archived;
  }

  /** The classes a student is in now (the question page's class picker). */
  async classesOfStudent(studentId: string): Promise<{ id: string; name: string }[]> {
    return (await this.store.classesOfStudent(studentId)).map(({ id, name }) => ({ id, name }));
  }

  /** The classes a teacher teaches (archived too): the console's scope. Admins see all instead. */
  classIdsTaughtBy(teacherId: string): Promise<string[]> {
    return this.store.classIdsTaughtBy(teacherId);
  }

  /** Whether the console may show this student to the viewer: an admin always, a teacher of one of their classes. */
  async teacherSeesStudent(viewer: Viewer, studentId: string): Promise<boolean> {
    if (viewer.role === 'admin') return true;
    return viewer.role === 'teacher' && isUuid(studentId) && this.store.teachesStudent(viewer.id, studentId);
  }

  /** A class the viewer teaches (an admin: any), with its name; anyone else gets 404. */
  async managed(viewer: Viewer, classId: string): Promise<{ id: string; name: string }> {
    await this.manageable(viewer, classId);
    const row = await this.store.find(classId);
    if (row === undefined) throw notFound();
    return { id: row.id, name: row.name };
  }

  // ---- Access ----

  /** How the viewer stands to the class, or undefined when it is not theirs to see. */
  private async membership(viewer: Viewer, classId: string): Promise<ClassMembership | undefined> {
    if (!isUuid(classId)) return undefined;
    const ties = await this.store.ties(classId, viewer.id);
    if (ties === undefined) return undefined;
    if (isStaff(viewer.role) && ties.teaches) return 'teacher';
    if (viewer.role === 'admin') return 'admin';
    if (ties.studies && !ties.archived) return 'student';
    return undefined;
  }

  /** Its teachers and admins manage a class; anyone else gets 404. */
  private async manageable(viewer: Viewer, classId: string): Promise<void> {
    const membership = await this.membership(viewer, classId);
    if (membership !== 'teacher' && membership !== 'admin') throw notFound();
  }

  /** Runs `write` with fresh codes until one is not another class's. */
  private async withNewJoinCode<T>(write: (joinCode: string) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await write(newJoinCode());
      } catch (error) {
        if (!isJoinCodeTaken(error) || attempt >= JOIN_CODE_ATTEMPTS) throw error;
      }
    }
  }
}

function summaryView(
  row: Omit<ClassSummaryRow, 'viewerTeaches'>,
  membership: ClassMembership,
): ClassSummaryView {
  const staff = membership !== 'student';
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    archived: row.archived,
    membership,
    joinCode: staff ? row.joinCode : null,
    joiningEnabled: row.joiningEnabled,
    teacherNames: row.teacherNames,
    studentCount: staff ? row.studentCount : null,
    school: row.school,
    createdAt: iso(row.createdAt),
  };
}
