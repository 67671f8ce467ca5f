/**
 * Classes (docs/classes.md): teachers make classes, students join with a code, the class's rules
 * steer the tutor. Paths are relative to RuntimeConfig.apiBase; every one needs a token (401).
 * A class the caller may not see is answered 404, never 403. Teachers and admins make and manage
 * classes (a student's token: 403); admins see and manage every class.
 */

/**
 * One weekly slot of open hours, in the school's time zone (SCHOOL_TIME_ZONE): `days` 1 = Monday
 * ... 7 = Sunday, `from` and `to` as "HH:MM" (24 hours, `to` may be "24:00"), `from` before `to`.
 */
export interface OpenHoursSlot {
  days: number[];
  from: string;
  to: string;
}
/** What a request may send: one slot or a list of them (the backend always answers a list). */
export type OpenHoursInput = OpenHoursSlot | OpenHoursSlot[];

/** What the tutor does in the class (set by its teachers). */
export interface ClassRulesView {
  /** The tutor does not answer in this class until a teacher unpauses it. */
  tutorPaused: boolean;
  /** Conversations are always in Guide me (hints, no full answers). */
  guideOnly: boolean;
  /** Sent to the model after the school's safety preamble (at most 2,000 characters; '' for none). */
  instructions: string;
  /** When the tutor answers; null: always. */
  openHours: OpenHoursSlot[] | null;
  /** A student's daily AI tokens in this class; null: the school's allowance. */
  dailyTokensPerStudent: number | null;
}

/** How the caller stands to a class: one of its teachers, one of its students, or an admin. */
export type ClassMembership = 'teacher' | 'student' | 'admin';

/** A class in GET /classes. */
export interface ClassSummaryView {
  id: string;
  name: string;
  subject: string | null;
  archived: boolean;
  membership: ClassMembership;
  /** 8 characters, upper case; null for a student (and for a class that has none yet). */
  joinCode: string | null;
  joiningEnabled: boolean;
  teacherNames: string[];
  /** Students in the class now; null for a student. */
  studentCount: number | null;
  /** The school of a class imported from the school's system (OneRoster org); null otherwise. */
  school: string | null;
  createdAt: string;
}

/** A teacher or student of a class; `email` is null when a student is looking. */
export interface ClassPersonView {
  id: string;
  name: string;
  email: string | null;
}
export interface ClassStudentView extends ClassPersonView {
  joinedAt: string;
}

/** GET /classes/:id: the class, its rules, teachers and (for its teachers and admins) students. */
export interface ClassDetailView extends ClassSummaryView {
  rules: ClassRulesView;
  teachers: ClassPersonView[];
  /** Students in the class now, by name; null for a student. */
  students: ClassStudentView[] | null;
  updatedAt: string;
}

/** POST /classes (teacher or admin): the caller becomes the class's teacher. */
export interface CreateClassRequest {
  name: string;
  subject?: string;
}
/** POST /classes, GET/PATCH /classes/:id, POST /classes/:id/join-code and /teachers. */
export interface ClassResponse {
  success: true;
  class: ClassDetailView;
}
/**
 * GET /classes: a student's classes now (not archived), a teacher's own (archived ones too,
 * flagged), every class for an admin; active ones first, then by name.
 */
export interface ClassListResponse {
  success: true;
  classes: ClassSummaryView[];
}

/** PATCH /classes/:id (its teachers, admins): only the fields sent change. */
export interface UpdateClassRequest {
  name?: string;
  /** null or '' removes it. */
  subject?: string | null;
  tutorPaused?: boolean;
  guideOnly?: boolean;
  instructions?: string;
  /** null: always open. */
  openHours?: OpenHoursInput | null;
  /** null: the school's allowance. */
  dailyTokensPerStudent?: number | null;
  joiningEnabled?: boolean;
  /** Archived: hidden from its students' lists, nobody can join; its teachers still see it. */
  archived?: boolean;
}

/**
 * POST /classes/join (a student): the code as typed; case, spaces and dashes do not matter. A
 * wrong, disabled or archived class's code: 404. Joining a class one is in already changes
 * nothing. Limited per student and per network address (429 with Retry-After).
 */
export interface JoinClassRequest {
  joinCode: string;
}
export interface JoinedClassView {
  id: string;
  name: string;
  subject: string | null;
  /** The student was in the class already. */
  alreadyMember: boolean;
}
export interface JoinClassResponse {
  success: true;
  class: JoinedClassView;
}

/** POST /classes/:id/teachers: a co-teacher by the email of an existing teacher or admin account. */
export interface AddClassTeacherRequest {
  email: string;
}

/** Why a student seems stuck in the live view (the most telling one). */
export type StuckReason = 'thumbs_down' | 'follow_ups' | 'asked_again';

/** A student's latest question in a class's live view. */
export interface ClassLiveQuestion {
  id: string;
  conversationId: string;
  /** At most 300 characters (the rest: open the question). */
  text: string;
  status: 'pending' | 'answered' | 'failed' | 'stopped';
  askedAt: string;
}

/** A student in a class's live view: their latest question and how it is going. */
export interface ClassLiveStudent {
  id: string;
  name: string;
  /** Their latest question or escalation in the class. */
  lastActivityAt: string;
  latestQuestion: ClassLiveQuestion | null;
  /** Questions in the class within the window. */
  questionsInWindow: number;
  /** "Ask a teacher" requests still waiting for an answer. */
  waitingEscalations: number;
  /** null: not stuck. */
  stuck: StuckReason | null;
}

/**
 * GET /classes/:id/live (the class's teachers, admins): who asked in the last `windowMinutes`
 * (15) and who waits for a teacher, newest activity first. Poll it (the console reads it every
 * few seconds); opening a question from it is recorded in the access log like any opening.
 */
export interface ClassLiveResponse {
  success: true;
  classId: string;
  className: string;
  windowMinutes: number;
  generatedAt: string;
  students: ClassLiveStudent[];
}
