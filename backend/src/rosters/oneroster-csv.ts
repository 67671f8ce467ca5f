import type { RosterWarning } from '@elearning/contract';
import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';

/**
 * Reads the OneRoster CSV zip a student information system exports (1EdTech OneRoster 1.2 CSV
 * binding, and the 1.1 layout with `role` in users.csv) into plain records: no database, no
 * decisions about accounts (roster-plan.ts makes those). Lenient where real exports are messy
 * (docs/classes.md, "Rosters"): a byte-order mark, CRLF or mixed line ends, quoted fields with
 * commas or line breaks, stray quotes, enumerations in any case, blank optional columns, extra
 * columns, a misspelled header (read as the column it is closest to, with a warning), dates as
 * `2023-05-01`, `2023-05-01T18:25:43.511Z` or `1/05/2023`, Windows-1252 text, the files in a
 * folder inside the zip. A row it cannot use is left out with a warning naming its file and line;
 * what makes a whole file unreadable (not a zip, no manifest.csv, a file the manifest names
 * missing, a required column missing, an unclosed quote) is a RosterFileError: nothing is imported.
 */

/** Why nothing can be imported from this upload; the message is for the admin (a 400). */
export class RosterFileError extends Error {}

/** The zip's largest size once unpacked (a zip bomb stops here, before anything is inflated). */
export const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

export type FileMode = 'bulk' | 'delta';
/** `ended`: the row's status is `tobedeleted` (or 1.0's `inactive`): it ends what it names. */
export type RecordStatus = 'active' | 'ended';

/** Roles of the 1.2 vocabulary (roles.csv), 1.1's users.csv and enrollments.csv, as the spec spells them. */
export const ONEROSTER_ROLES = [
  'administrator',
  'aide',
  'counselor',
  'districtAdministrator',
  'guardian',
  'parent',
  'principal',
  'proctor',
  'relative',
  'siteAdministrator',
  'student',
  'systemAdministrator',
  'teacher',
] as const;
export type OneRosterRole = (typeof ONEROSTER_ROLES)[number];

interface RecordBase {
  /** The row's first line in its file (the header is line 1). */
  line: number;
  sourcedId: string;
  status: RecordStatus;
}
export interface OrgRecord extends RecordBase {
  name: string;
  type: string | null;
  parentSourcedId: string | null;
}
export interface ClassRecord extends RecordBase {
  /** At most 100 characters (classes.name). */
  title: string;
  /** `subjects`, at most 100 characters; null when blank. */
  subject: string | null;
  schoolSourcedId: string | null;
}
export interface UserRecord extends RecordBase {
  /** `enabledUser`: false ends the account's roster enrollments like `tobedeleted`. */
  enabled: boolean;
  /** `email`, else `username` when it is an address; lower case; null when neither is usable. */
  email: string | null;
  /** Preferred or given name and family name, at most 100 characters. */
  name: string;
  /** 1.1's `role` column (1.2 has roles.csv instead). */
  role: OneRosterRole | null;
}
export interface RoleRecord extends RecordBase {
  file: string;
  userSourcedId: string;
  role: OneRosterRole;
  orgSourcedId: string | null;
}
export interface EnrollmentRecord extends RecordBase {
  classSourcedId: string;
  userSourcedId: string;
  schoolSourcedId: string | null;
  role: OneRosterRole;
}

/** One data file of the export as the manifest describes it. */
export interface RosterFile<T> {
  /** The name in the zip (without its folder), e.g. `users.csv`. */
  name: string;
  mode: FileMode;
  records: T[];
  /** Every sourcedId on any row, also rows left out with a warning: a bulk file ends only what it does not mention. */
  mentioned: Set<string>;
}

export interface OneRosterExport {
  /** `oneroster.version` of the manifest, e.g. '1.2'. */
  version: string | null;
  orgs?: RosterFile<OrgRecord>;
  classes?: RosterFile<ClassRecord>;
  users?: RosterFile<UserRecord>;
  /** roles.csv (or a userProfiles.csv that has roles.csv's columns). */
  roles?: RosterFile<RoleRecord>;
  enrollments?: RosterFile<EnrollmentRecord>;
  warnings: RosterWarning[];
}

/** The columns of each file in the 1.2 binding, plus 1.1's that 1.2 dropped (users' `role`, `orgSourcedIds`). */
const COLUMNS = {
  orgs: ['sourcedId', 'status', 'dateLastModified', 'name', 'type', 'identifier', 'parentSourcedId'],
  classes: [
    'sourcedId',
    'status',
    'dateLastModified',
    'title',
    'grades',
    'courseSourcedId',
    'classCode',
    'classType',
    'location',
    'schoolSourcedId',
    'termSourcedIds',
    'subjects',
    'subjectCodes',
    'periods',
  ],
  users: [
    'sourcedId',
    'status',
    'dateLastModified',
    'enabledUser',
    'orgSourcedIds',
    'role',
    'username',
    'userIds',
    'givenName',
    'familyName',
    'middleName',
    'identifier',
    'email',
    'sms',
    'phone',
    'agentSourcedIds',
    'grades',
    'password',
    'userMasterIdentifier',
    'resourceSourcedIds',
    'preferredGivenName',
    'preferredMiddleName',
    'preferredFamilyName',
    'primaryOrgSourcedId',
    'pronouns',
  ],
  roles: [
    'sourcedId',
    'status',
    'dateLastModified',
    'userSourcedId',
    'roleType',
    'role',
    'beginDate',
    'endDate',
    'orgSourcedId',
    'userProfileSourcedId',
  ],
  enrollments: [
    'sourcedId',
    'status',
    'dateLastModified',
    'classSourcedId',
    'schoolSourcedId',
    'userSourcedId',
    'role',
    'primary',
    'beginDate',
    'endDate',
  ],
} as const;
type TableName = keyof typeof COLUMNS;

/** Without these a file is unreadable (a 400 naming the column). */
const REQUIRED: Record<TableName, readonly string[]> = {
  orgs: ['sourcedId', 'name'],
  classes: ['sourcedId', 'title'],
  users: ['sourcedId'],
  roles: ['userSourcedId', 'role'],
  enrollments: ['sourcedId', 'classSourcedId', 'userSourcedId', 'role'],
};

/** The files this import reads, by manifest key; userProfiles only when it carries roles.csv's columns. */
const READ_FILES = ['orgs', 'classes', 'users', 'roles', 'userProfiles', 'enrollments'] as const;
type ReadFile = (typeof READ_FILES)[number];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX = 254;
const NAME_MAX = 100;
const SOURCED_ID_MAX = 255;
const DATE_COLUMNS = ['dateLastModified', 'beginDate', 'endDate'];

/** The export in `zip`; throws RosterFileError when it cannot be read at all. */
export function readOneRosterZip(zip: Uint8Array): OneRosterExport {
  const texts = unpack(zip);
  const warnings: RosterWarning[] = [];
  const manifestText = texts.get('manifest.csv');
  if (manifestText === undefined)
    throw new RosterFileError(
      'The zip has no manifest.csv: export the roster again as a OneRoster CSV zip (manifest.csv and the data files side by side)',
    );
  const manifest = readManifest(manifestText.text);
  const modes = fileModes(manifest, texts, warnings);
  const version = manifest.get('oneroster.version') ?? null;
  if (version !== null && !['1.0', '1.1', '1.2'].includes(version))
    warnings.push({ file: 'manifest.csv', line: 0, message: `oneroster.version ${version} is not 1.1 or 1.2: read as 1.2` });

  const result: OneRosterExport = { version, warnings };
  const table = <T>(
    key: ReadFile,
    read: (rows: CsvRows, warnings: RosterWarning[]) => T[],
    name: TableName,
  ): RosterFile<T> | undefined => {
    const mode = modes.get(key);
    const entry = texts.get(`${key.toLowerCase()}.csv`);
    if (!mode || !entry) return undefined;
    if (mode === 'undeclared')
      warnings.push({ file: 'manifest.csv', line: 0, message: `does not name ${entry.name}: read as a delta file` });
    const rows = readTable(entry.name, entry.text, name, warnings);
    return {
      name: entry.name,
      mode: mode === 'undeclared' ? 'delta' : mode,
      records: read(rows, warnings),
      mentioned: rows.mentioned,
    };
  };
  result.orgs = table('orgs', readOrgs, 'orgs');
  result.classes = table('classes', readClasses, 'classes');
  result.users = table('users', readUsers, 'users');
  result.roles = table('roles', readRoles, 'roles');
  if (!result.roles && modes.has('userProfiles')) {
    // 1.2's userProfiles.csv holds logins, not roles; some exports put roles.csv's columns in it.
    const entry = texts.get('userprofiles.csv');
    if (entry && /(^|,)\s*"?role"?\s*(,|$)/im.test(entry.text.split(/\r?\n/, 1)[0] ?? '')) {
      result.roles = table('userProfiles', readRoles, 'roles');
      warnings.push({ file: entry.name, line: 1, message: 'has roles.csv columns: read as the roles' });
    }
  }
  result.enrollments = table('enrollments', readEnrollments, 'enrollments');
  if (!result.classes && !result.users && !result.enrollments)
    throw new RosterFileError(
      'The export has none of classes.csv, users.csv and enrollments.csv (or manifest.csv marks them absent): nothing to import',
    );
  return result;
}

interface ZipText {
  /** As in the zip, without its folder. */
  name: string;
  text: string;
}

/** The CSV files of the zip by lower-case name (without folders); the rest is never inflated. */
function unpack(zip: Uint8Array): Map<string, ZipText> {
  const wanted = new Set(['manifest.csv', ...READ_FILES.map((file) => `${file.toLowerCase()}.csv`)]);
  const seen = new Map<string, string>();
  let unpacked = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, {
      filter: (file) => {
        const base = baseName(file.name);
        if (!wanted.has(base.toLowerCase()) || isJunk(file.name)) return false;
        const other = seen.get(base.toLowerCase());
        if (other !== undefined)
          throw new RosterFileError(`The zip has ${base} twice (${other} and ${file.name}): zip one export only`);
        seen.set(base.toLowerCase(), file.name);
        unpacked += file.originalSize;
        if (unpacked > MAX_UNPACKED_BYTES)
          throw new RosterFileError(`The zip's CSV files are larger than ${MAX_UNPACKED_BYTES / 1024 / 1024} MB unpacked`);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof RosterFileError) throw error;
    throw new RosterFileError(
      `The file is not a zip that can be read (${error instanceof Error ? error.message : String(error)}): upload the OneRoster CSV zip as the school's system exported it`,
    );
  }
  const texts = new Map<string, ZipText>();
  for (const [path, bytes] of Object.entries(files)) {
    const name = baseName(path);
    texts.set(name.toLowerCase(), { name, text: decode(bytes) });
  }
  return texts;
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** macOS's resource forks (`__MACOSX/`, `._users.csv`) are not data. */
function isJunk(path: string): boolean {
  return path.startsWith('__MACOSX/') || baseName(path).startsWith('._');
}

/** UTF-8 (the binding's encoding); a file that is not valid UTF-8 is read as Windows-1252. */
function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** manifest.csv's `propertyName,value` rows, names in lower case, values trimmed. */
function readManifest(text: string): Map<string, string> {
  const properties = new Map<string, string>();
  for (const { cells } of csvRecords('manifest.csv', text).slice(1)) {
    const name = (cells[0] ?? '').trim().toLowerCase();
    if (name) properties.set(name, (cells[1] ?? '').trim());
  }
  return properties;
}

/** The mode of each file this import reads; a file the manifest names but the zip lacks is a 400. */
function fileModes(
  manifest: Map<string, string>,
  texts: Map<string, ZipText>,
  warnings: RosterWarning[],
): Map<ReadFile, FileMode | 'undeclared'> {
  const modes = new Map<ReadFile, FileMode | 'undeclared'>();
  for (const file of READ_FILES) {
    const csvName = `${file}.csv`;
    const declared = manifest.get(`file.${file.toLowerCase()}`)?.toLowerCase();
    const present = texts.has(csvName.toLowerCase());
    if (declared === 'bulk' || declared === 'delta') {
      if (!present)
        throw new RosterFileError(
          `manifest.csv says ${csvName} is ${declared}, but the zip has no ${csvName}: export the roster again`,
        );
      modes.set(file, declared);
    } else if (declared === undefined || declared === '') {
      // Read as delta: it changes what it lists and ends nothing by leaving it out (said when read).
      if (present) modes.set(file, 'undeclared');
    } else if (declared === 'absent') {
      if (present)
        warnings.push({ file: 'manifest.csv', line: 0, message: `says ${csvName} is absent: the ${csvName} in the zip is not read` });
    } else {
      throw new RosterFileError(
        `manifest.csv: file.${file} is "${declared}"; it must be bulk, delta or absent`,
      );
    }
  }
  return modes;
}

interface CsvRecord {
  line: number;
  cells: string[];
}

function csvRecords(file: string, text: string): CsvRecord[] {
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    parsed = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      record_delimiter: ['\r\n', '\n', '\r'],
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new RosterFileError(
      `${file}${line ? ` near line ${line}` : ''} is not valid CSV (${error instanceof Error ? error.message : String(error)}): nothing was imported`,
    );
  }
  return parsed.map(({ record, info }) => {
    // info.lines is where the record ends; a quoted line break puts its start higher up.
    const breaks = record.reduce((count, cell) => count + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
    return { line: info.lines - breaks, cells: record };
  });
}

/** A file's rows by column name (values trimmed; '' for a blank or missing cell). */
interface CsvRows {
  file: string;
  rows: { line: number; get(column: string): string }[];
  mentioned: Set<string>;
}

function readTable(file: string, text: string, table: TableName, warnings: RosterWarning[]): CsvRows {
  const [header, ...records] = csvRecords(file, text);
  const known: readonly string[] = COLUMNS[table];
  const index = new Map<string, number>();
  const unmatched: { name: string; at: number }[] = [];
  (header?.cells ?? []).forEach((raw, at) => {
    const name = raw.trim();
    if (!name) return;
    const column = known.find((candidate) => squash(candidate) === squash(name));
    if (column === undefined) unmatched.push({ name, at });
    else if (!index.has(column)) index.set(column, at);
  });
  // A misspelled header (`prefferedGivenName`, `dataLastModified`) is read as the column it is closest to.
  for (const { name, at } of unmatched) {
    const column = closestColumn(name, known.filter((candidate) => !index.has(candidate)));
    if (column === undefined) continue;
    index.set(column, at);
    warnings.push({ file, line: 1, message: `column "${name}" read as "${column}"` });
  }
  const missing = REQUIRED[table].filter((column) => !index.has(column));
  if (missing.length > 0)
    throw new RosterFileError(
      `${file} has no ${missing.map((column) => `"${column}"`).join(', ')} column: nothing was imported (the first line must name the columns)`,
    );
  if (table === 'users' && !index.has('email') && !index.has('username'))
    throw new RosterFileError(`${file} has neither an "email" nor a "username" column: accounts are matched by email`);

  const mentioned = new Set<string>();
  const rows = records.map(({ line, cells }) => {
    const get = (column: string) => {
      const at = index.get(column);
      return at === undefined ? '' : (cells[at] ?? '').trim();
    };
    const id = get('sourcedId');
    if (id) mentioned.add(id);
    return { line, get };
  });
  return { file, rows, mentioned };
}

/** Header names compared without case, spaces, underscores or hyphens. */
function squash(name: string): string {
  return name.toLowerCase().replace(/[\s_-]/g, '');
}

/** The one known column within a small edit distance of `name` (none when two are as close). */
function closestColumn(name: string, candidates: readonly string[]): string | undefined {
  const target = squash(name);
  const allowed = target.length >= 8 ? 2 : target.length >= 4 ? 1 : 0;
  let best: string | undefined;
  let bestDistance = allowed + 1;
  let tie = false;
  for (const candidate of candidates) {
    const distance = editDistance(target, squash(candidate));
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
      tie = false;
    } else if (distance === bestDistance) tie = true;
  }
  return best !== undefined && !tie ? best : undefined;
}

/** Edits (insert, delete, replace, swap two neighbours) from `a` to `b`: "emial" is 1 from "email". */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => d[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      (d[i] as number[])[j] = best;
    }
  return at(a.length, b.length);
}

type Row = CsvRows['rows'][number];

/**
 * The row's sourcedId and status, with the warnings every file shares (unreadable dates); undefined
 * when the row cannot be used at all.
 */
function base(rows: CsvRows, row: Row, warnings: RosterWarning[], idColumn = 'sourcedId'): RecordBase | undefined {
  const warn = (message: string) => warnings.push({ file: rows.file, line: row.line, message });
  const sourcedId = row.get(idColumn);
  if (!sourcedId) {
    warn(`no ${idColumn}: row left out`);
    return undefined;
  }
  if (sourcedId.length > SOURCED_ID_MAX) {
    warn(`${idColumn} longer than ${SOURCED_ID_MAX} characters: row left out`);
    return undefined;
  }
  const status = recordStatus(row.get('status'));
  if (status === undefined) {
    warn(`status "${row.get('status')}" is not active or tobedeleted: row left out`);
    return undefined;
  }
  for (const column of DATE_COLUMNS) {
    const value = row.get(column);
    if (value && parseRosterDate(value) === undefined) warn(`${column} "${value}" is not a date: ignored`);
  }
  return { line: row.line, sourcedId, status };
}

/** '' (bulk files may leave it blank) and `active` are active; `tobedeleted` and 1.0's `inactive` end. */
export function recordStatus(value: string): RecordStatus | undefined {
  const status = value.trim().toLowerCase();
  if (status === '' || status === 'active') return 'active';
  if (status === 'tobedeleted' || status === 'inactive') return 'ended';
  return undefined;
}

/**
 * A date of the binding (`2023-05-01`, `2023-05-01T18:25:43.511Z`) or as spreadsheets write them
 * (`1/05/2023`: day first, unless the second number cannot be a month, as in `5/31/2023`);
 * null for a blank value, undefined when it is not a date.
 */
export function parseRosterDate(value: string): Date | null | undefined {
  const text = value.trim();
  if (!text) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  if (iso) {
    const [, year, month, day] = iso;
    if (!validDay(Number(year), Number(month), Number(day))) return undefined;
    const parsed = new Date(iso[4] === undefined ? `${year}-${month}-${day}T00:00:00Z` : text);
    return Number.isNaN(parsed.getTime()) ? undefined : parsed;
  }
  const slashed = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(text);
  if (slashed) {
    const first = Number(slashed[1]);
    const second = Number(slashed[2]);
    const year = Number(slashed[3]);
    // Day first (most of the world, and the exports we have seen: 15/06/2023), unless that is impossible.
    const [day, month] = second > 12 ? [second, first] : [first, second];
    if (!validDay(year, month, day)) return undefined;
    return new Date(Date.UTC(year, month - 1, day));
  }
  return undefined;
}

function validDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** An enumeration value as the spec spells it, whatever its case; undefined when unknown. */
export function canonicalRole(value: string): OneRosterRole | undefined {
  const lower = value.trim().toLowerCase();
  return ONEROSTER_ROLES.find((role) => role.toLowerCase() === lower);
}

function readOrgs(rows: CsvRows, warnings: RosterWarning[]): OrgRecord[] {
  return rows.rows.flatMap((row) => {
    const record = base(rows, row, warnings);
    if (!record) return [];
    const name = row.get('name');
    if (!name && record.status === 'active') {
      warnings.push({ file: rows.file, line: row.line, message: 'no name: row left out' });
      return [];
    }
    return [
      {
        ...record,
        name: truncate(name || record.sourcedId, 200),
        type: row.get('type') ? truncate(row.get('type'), 40) : null,
        parentSourcedId: row.get('parentSourcedId') || null,
      },
    ];
  });
}

function readClasses(rows: CsvRows, warnings: RosterWarning[]): ClassRecord[] {
  return rows.rows.flatMap((row) => {
    const record = base(rows, row, warnings);
    if (!record) return [];
    const warn = (message: string) => warnings.push({ file: rows.file, line: row.line, message });
    const title = row.get('title').replace(/\s+/g, ' ');
    if (!title && record.status === 'active') {
      warn('no title: row left out');
      return [];
    }
    if (Array.from(title).length > NAME_MAX) warn(`title longer than ${NAME_MAX} characters: shortened`);
    const subjects = row
      .get('subjects')
      .split(',')
      .map((subject) => subject.trim())
      .filter(Boolean)
      .join(', ');
    return [
      {
        ...record,
        title: truncate(title || record.sourcedId, NAME_MAX),
        subject: subjects ? truncate(subjects, NAME_MAX) : null,
        schoolSourcedId: row.get('schoolSourcedId') || null,
      },
    ];
  });
}

function readUsers(rows: CsvRows, warnings: RosterWarning[]): UserRecord[] {
  return rows.rows.flatMap((row) => {
    const record = base(rows, row, warnings);
    if (!record) return [];
    const warn = (message: string) => warnings.push({ file: rows.file, line: row.line, message });
    const enabledText = row.get('enabledUser').toLowerCase();
    let enabled = true;
    if (['false', 'no', 'n', '0', 'f'].includes(enabledText)) enabled = false;
    else if (!['', 'true', 'yes', 'y', '1', 't'].includes(enabledText))
      warn(`enabledUser "${row.get('enabledUser')}" is not true or false: read as true`);
    let role: OneRosterRole | null = null;
    const roleText = row.get('role');
    if (roleText) {
      role = canonicalRole(roleText) ?? null;
      if (role === null) warn(`role "${roleText}" is not a OneRoster role: ignored`);
    }
    const given = row.get('preferredGivenName') || row.get('givenName');
    const family = row.get('preferredFamilyName') || row.get('familyName');
    const email = usableEmail(row.get('email')) ?? usableEmail(row.get('username'));
    if (row.get('email') && !usableEmail(row.get('email')))
      warn(`email "${row.get('email')}" is not an email address${email ? `: ${email} (the username) used` : ''}`);
    const username = row.get('username');
    const name = `${given} ${family}`.replace(/\s+/g, ' ').trim() || username || email?.split('@')[0] || record.sourcedId;
    return [{ ...record, enabled, email, name: truncate(name, NAME_MAX), role }];
  });
}

function usableEmail(value: string): string | null {
  const email = value.trim().toLowerCase();
  return email.length <= EMAIL_MAX && EMAIL.test(email) ? email : null;
}

function readRoles(rows: CsvRows, warnings: RosterWarning[]): RoleRecord[] {
  return rows.rows.flatMap((row) => {
    // sourcedId is the role row's own id: roles are read by their user, so a blank one is no matter.
    const record = base(rows, row, warnings, 'userSourcedId');
    if (!record) return [];
    const role = canonicalRole(row.get('role'));
    if (!role) {
      warnings.push({ file: rows.file, line: row.line, message: `role "${row.get('role')}" is not a OneRoster role: row left out` });
      return [];
    }
    return [
      {
        ...record,
        file: rows.file,
        userSourcedId: record.sourcedId,
        sourcedId: row.get('sourcedId') || record.sourcedId,
        role,
        orgSourcedId: row.get('orgSourcedId') || null,
      },
    ];
  });
}

function readEnrollments(rows: CsvRows, warnings: RosterWarning[]): EnrollmentRecord[] {
  return rows.rows.flatMap((row) => {
    const record = base(rows, row, warnings);
    if (!record) return [];
    const warn = (message: string) => warnings.push({ file: rows.file, line: row.line, message });
    const classSourcedId = row.get('classSourcedId');
    const userSourcedId = row.get('userSourcedId');
    if (!classSourcedId || !userSourcedId) {
      warn(`no ${classSourcedId ? 'userSourcedId' : 'classSourcedId'}: row left out`);
      return [];
    }
    const role = canonicalRole(row.get('role'));
    if (!role) {
      warn(`role "${row.get('role')}" is not a OneRoster role: row left out`);
      return [];
    }
    return [{ ...record, classSourcedId, userSourcedId, schoolSourcedId: row.get('schoolSourcedId') || null, role }];
  });
}

function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? chars.slice(0, max).join('').trimEnd() : text;
}
