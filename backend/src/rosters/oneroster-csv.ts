import type { RosterWarning } from '@elearning/contract';
import { unzipSync } from 'fflate';
import { csvRecords, type CsvRows, readTable, type Row, RosterFileError } from './csv-table.js';
import { canonicalRole, parseRosterDate, recordStatus, truncate, usableEmail } from './oneroster-values.js';
import { ONEROSTER_ROLES, type OneRosterRole, type TableName } from './oneroster-columns.js';

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

/** The zip's largest size once unpacked (a zip bomb stops here, before anything is inflated). */
export const MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

export type FileMode = 'bulk' | 'delta';
/** `ended`: the row's status is `tobedeleted` (or 1.0's `inactive`): it ends what it names. */
export type RecordStatus = 'active' | 'ended';
export { ONEROSTER_ROLES, type OneRosterRole };
export { RosterFileError };
export { canonicalRole, parseRosterDate, recordStatus };

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

/** The files this import reads, by manifest key; userProfiles only when it carries roles.csv's columns. */
const READ_FILES = ['orgs', 'classes', 'users', 'roles', 'userProfiles', 'enrollments'] as const;
type ReadFile = (typeof READ_FILES)[number];

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
    warnings.push({
      file: 'manifest.csv',
      line: 0,
      message: `oneroster.version ${version} is not 1.1 or 1.2: read as 1.2`,
    });

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
      warnings.push({
        file: 'manifest.csv',
        line: 0,
        message: `does not name ${entry.name}: read as a delta file`,
      });
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
          throw new RosterFileError(
            `The zip has ${base} twice (${other} and ${file.name}): zip one export only`,
          );
        seen.set(base.toLowerCase(), file.name);
        unpacked += file.originalSize;
        if (unpacked > MAX_UNPACKED_BYTES)
          throw new RosterFileError(
            `The zip's CSV files are larger than ${MAX_UNPACKED_BYTES / 1024 / 1024} MB unpacked`,
          );
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
        warnings.push({
          file: 'manifest.csv',
          line: 0,
          message: `says ${csvName} is absent: the ${csvName} in the zip is not read`,
        });
    } else {
      throw new RosterFileError(
        `manifest.csv: file.${file} is "${declared}"; it must be bulk, delta or absent`,
      );
    }
  }
  return modes;
}

/**
 * The row's sourcedId and status, with the warnings every file shares (unreadable dates); undefined
 * when the row cannot be used at all.
 */
function base(
  rows: CsvRows,
  row: Row,
  warnings: RosterWarning[],
  idColumn = 'sourcedId',
): RecordBase | undefined {
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
      warn(
        `email "${row.get('email')}" is not an email address${email ? `: ${email} (the username) used` : ''}`,
      );
    const username = row.get('username');
    const name =
      `${given} ${family}`.replace(/\s+/g, ' ').trim() ||
      username ||
      email?.split('@')[0] ||
      record.sourcedId;
    return [{ ...record, enabled, email, name: truncate(name, NAME_MAX), role }];
  });
}

function readRoles(rows: CsvRows, warnings: RosterWarning[]): RoleRecord[] {
  return rows.rows.flatMap((row) => {
    // sourcedId is the role row's own id: roles are read by their user, so a blank one is no matter.
    const record = base(rows, row, warnings, 'userSourcedId');
    if (!record) return [];
    const role = canonicalRole(row.get('role'));
    if (!role) {
      warnings.push({
        file: rows.file,
        line: row.line,
        message: `role "${row.get('role')}" is not a OneRoster role: row left out`,
      });
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
    return [
      { ...record, classSourcedId, userSourcedId, schoolSourcedId: row.get('schoolSourcedId') || null, role },
    ];
  });
}
