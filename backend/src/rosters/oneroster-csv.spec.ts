import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { parseRosterDate, readOneRosterZip, recordStatus, RosterFileError } from './oneroster-csv.js';

// The OneRoster CSV reader on messy exports: the project's own small zips (built here from CSV
// text) and exports this project did not write (backend/test/fixtures/oneroster/README.md).

const FIXTURES = join(import.meta.dirname, '../../test/fixtures/oneroster');
const fixture = (name: string) => new Uint8Array(readFileSync(join(FIXTURES, name)));

const MANIFEST = (modes: Record<string, string>) =>
  ['propertyName,value', 'manifest.version,1.0', 'oneroster.version,1.2']
    .concat(Object.entries(modes).map(([file, mode]) => `file.${file},${mode}`))
    .join('\r\n');

function zip(files: Record<string, string | Uint8Array>): Uint8Array {
  return zipSync(
    Object.fromEntries(
      Object.entries(files).map(([name, content]) => [
        name,
        typeof content === 'string' ? strToU8(content) : content,
      ]),
    ),
  );
}

const fileError = (files: Record<string, string | Uint8Array> | Uint8Array): string => {
  try {
    readOneRosterZip(files instanceof Uint8Array ? files : zip(files));
  } catch (error) {
    if (error instanceof RosterFileError) return error.message;
    throw error;
  }
  throw new Error('no RosterFileError');
};

describe('readOneRosterZip: messy but readable', () => {
  it('reads a BOM, CRLF, quoted commas and line breaks, enumerations in any case, blank and extra columns', () => {
    const users =
      '\uFEFFsourcedId,status,dateLastModified,enabledUser,role,username,givenName,familyName,email,favouriteColour\r\n' +
      'u1,Active,2023-05-01T18:25:43.511Z,TRUE,Student,ada,Ada,"Lovelace, Countess",ADA@School.example,green\r\n' +
      'u2,,,,TEACHER,grace@school.example,Grace,Hopper,,\r\n' +
      '\r\n' +
      'u3,active,1/05/2023,true,student,alan,"Alan\nMathison",Turing,alan@school.example\r\n';
    const classes =
      'sourcedId,status,dateLastModified,title,classType,schoolSourcedId,subjects\r\n' +
      'c1,active,2023-05-01,Maths 7B,Scheduled,s1,"Mathematics, Statistics"\r\n';
    const roster = readOneRosterZip(
      zip({
        'manifest.csv': MANIFEST({ users: 'bulk', classes: 'Delta' }),
        'users.csv': users,
        'classes.csv': classes,
      }),
    );
    expect(roster.version).toBe('1.2');
    expect(roster.users?.mode).toBe('bulk');
    expect(roster.classes?.mode).toBe('delta');
    expect(roster.users?.records).toEqual([
      {
        line: 2,
        sourcedId: 'u1',
        status: 'active',
        enabled: true,
        email: 'ada@school.example',
        name: 'Ada Lovelace, Countess',
        role: 'student',
      },
      // No email: the username is one.
      {
        line: 3,
        sourcedId: 'u2',
        status: 'active',
        enabled: true,
        email: 'grace@school.example',
        name: 'Grace Hopper',
        role: 'teacher',
      },
      // A quoted line break: the row starts on line 5.
      {
        line: 5,
        sourcedId: 'u3',
        status: 'active',
        enabled: true,
        email: 'alan@school.example',
        name: 'Alan Mathison Turing',
        role: 'student',
      },
    ]);
    expect(roster.classes?.records).toEqual([
      {
        line: 2,
        sourcedId: 'c1',
        status: 'active',
        title: 'Maths 7B',
        subject: 'Mathematics, Statistics',
        schoolSourcedId: 's1',
      },
    ]);
    expect(roster.warnings).toEqual([]);
  });

  it('reads a misspelled header as the column it is closest to, with a warning; blank headers are ignored', () => {
    const roster = readOneRosterZip(
      zip({
        'manifest.csv': MANIFEST({ users: 'bulk' }),
        'users.csv':
          'sourceID,status,dataLastModified,enabledUser,username,givenName,familyName,prefferedGivenName,emial,,\n' +
          'u1,active,2023-05-01,true,ada,Ada,Lovelace,Augusta,ada@school.example,,\n',
      }),
    );
    expect(roster.users?.records[0]).toMatchObject({
      sourcedId: 'u1',
      name: 'Augusta Lovelace',
      email: 'ada@school.example',
    });
    expect(roster.warnings).toEqual([
      { file: 'users.csv', line: 1, message: 'column "sourceID" read as "sourcedId"' },
      { file: 'users.csv', line: 1, message: 'column "dataLastModified" read as "dateLastModified"' },
      { file: 'users.csv', line: 1, message: 'column "prefferedGivenName" read as "preferredGivenName"' },
      { file: 'users.csv', line: 1, message: 'column "emial" read as "email"' },
    ]);
  });

  it('tobedeleted and inactive end what they name; an unknown status, a missing id or role leaves the row out with its line', () => {
    const roster = readOneRosterZip(
      zip({
        'manifest.csv': MANIFEST({ enrollments: 'delta' }),
        'enrollments.csv':
          'sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate\n' +
          'e1,ToBeDeleted,2023-05-01,c1,s1,u1,student,,,\n' +
          'e2,inactive,,c1,s1,u2,Teacher,true,2023-09-01,yesterday\n' +
          'e3,archived,,c1,s1,u3,student,,,\n' +
          ',active,,c1,s1,u4,student,,,\n' +
          'e5,active,,c1,s1,u5,janitor,,,\n' +
          'e6,active,,,s1,u6,student,,,\n',
      }),
    );
    expect(roster.enrollments?.records).toEqual([
      {
        line: 2,
        sourcedId: 'e1',
        status: 'ended',
        classSourcedId: 'c1',
        userSourcedId: 'u1',
        schoolSourcedId: 's1',
        role: 'student',
      },
      {
        line: 3,
        sourcedId: 'e2',
        status: 'ended',
        classSourcedId: 'c1',
        userSourcedId: 'u2',
        schoolSourcedId: 's1',
        role: 'teacher',
      },
    ]);
    expect(roster.warnings).toEqual([
      { file: 'enrollments.csv', line: 3, message: 'endDate "yesterday" is not a date: ignored' },
      {
        file: 'enrollments.csv',
        line: 4,
        message: 'status "archived" is not active or tobedeleted: row left out',
      },
      { file: 'enrollments.csv', line: 5, message: 'no sourcedId: row left out' },
      { file: 'enrollments.csv', line: 6, message: 'role "janitor" is not a OneRoster role: row left out' },
      { file: 'enrollments.csv', line: 7, message: 'no classSourcedId: row left out' },
    ]);
    // A bulk file ends only what it does not mention: rows left out still count as mentioned.
    expect([...(roster.enrollments?.mentioned ?? [])]).toEqual(['e1', 'e2', 'e3', 'e5', 'e6']);
  });

  it('users: enabledUser false, an address that is not one, no address at all, a title too long', () => {
    const roster = readOneRosterZip(
      zip({
        'manifest.csv': MANIFEST({ users: 'bulk', classes: 'bulk' }),
        'users.csv':
          'sourcedId,enabledUser,username,givenName,familyName,email\n' +
          'u1,FALSE,ada,Ada,Lovelace,ada@school.example\n' +
          'u2,maybe,grace,Grace,Hopper,grace(at)school\n' +
          'u3,true,alan,,,\n',
        'classes.csv': `sourcedId,title\nc1,${'x'.repeat(120)}\n`,
      }),
    );
    expect(
      roster.users?.records.map(({ sourcedId, enabled, email, name }) => ({
        sourcedId,
        enabled,
        email,
        name,
      })),
    ).toEqual([
      { sourcedId: 'u1', enabled: false, email: 'ada@school.example', name: 'Ada Lovelace' },
      { sourcedId: 'u2', enabled: true, email: null, name: 'Grace Hopper' },
      { sourcedId: 'u3', enabled: true, email: null, name: 'alan' },
    ]);
    expect(roster.classes?.records[0]?.title).toHaveLength(100);
    expect(roster.warnings).toEqual([
      { file: 'classes.csv', line: 2, message: 'title longer than 100 characters: shortened' },
      { file: 'users.csv', line: 3, message: 'enabledUser "maybe" is not true or false: read as true' },
      { file: 'users.csv', line: 3, message: 'email "grace(at)school" is not an email address' },
    ]);
  });

  it('finds the files in a folder, skips macOS resource forks, reads Windows-1252 text', () => {
    const latin1 = new Uint8Array([...strToU8('sourcedId,title\nc1,Fran'), 0xe7, ...strToU8('ais 4e\n')]);
    const roster = readOneRosterZip(
      zip({
        'export/manifest.csv': MANIFEST({ classes: 'bulk' }),
        'export/classes.csv': latin1,
        '__MACOSX/export/._classes.csv': 'not a csv',
        'export/readme.txt': 'ignored',
      }),
    );
    expect(roster.classes?.records[0]?.title).toBe('Français 4e');
  });

  it('a file the zip has but the manifest marks absent is not read; one the manifest does not name is read as delta', () => {
    const roster = readOneRosterZip(
      zip({
        'manifest.csv': MANIFEST({ users: 'absent', classes: 'bulk' }),
        'users.csv': 'sourcedId,email\nu1,a@school.example\n',
        'classes.csv': 'sourcedId,title\nc1,Maths\n',
        'enrollments.csv': 'sourcedId,classSourcedId,userSourcedId,role\ne1,c1,u1,student\n',
      }),
    );
    expect(roster.users).toBeUndefined();
    expect(roster.enrollments?.mode).toBe('delta');
    expect(roster.warnings).toEqual([
      {
        file: 'manifest.csv',
        line: 0,
        message: 'says users.csv is absent: the users.csv in the zip is not read',
      },
      { file: 'manifest.csv', line: 0, message: 'does not name enrollments.csv: read as a delta file' },
    ]);
  });

  it('a userProfiles.csv with roles.csv columns is read as the roles when there is no roles.csv', () => {
    const roster = readOneRosterZip(
      zip({
        'manifest.csv': MANIFEST({ users: 'bulk', userProfiles: 'bulk' }),
        'users.csv': 'sourcedId,email\nu1,a@school.example\n',
        'userProfiles.csv':
          'sourcedId,status,userSourcedId,roleType,role,orgSourcedId\nr1,active,u1,primary,Teacher,s1\n',
      }),
    );
    expect(roster.roles?.records).toEqual([
      {
        line: 2,
        sourcedId: 'r1',
        status: 'active',
        file: 'userProfiles.csv',
        userSourcedId: 'u1',
        role: 'teacher',
        orgSourcedId: 's1',
      },
    ]);
  });
});

describe('readOneRosterZip: what makes an upload unreadable (a 400 naming the file)', () => {
  it('not a zip', () => {
    expect(fileError(strToU8('sourcedId,title\n'))).toMatch(/^The file is not a zip that can be read/);
  });
  it('no manifest.csv', () => {
    expect(fileError({ 'users.csv': 'sourcedId,email\n' })).toMatch(/^The zip has no manifest.csv/);
  });
  it('a file the manifest names is missing', () => {
    expect(
      fileError({
        'manifest.csv': MANIFEST({ users: 'bulk', enrollments: 'bulk' }),
        'users.csv': 'sourcedId,email\n',
      }),
    ).toBe(
      'manifest.csv says enrollments.csv is bulk, but the zip has no enrollments.csv: export the roster again',
    );
  });
  it('a mode that is not bulk, delta or absent', () => {
    expect(fileError({ 'manifest.csv': MANIFEST({ users: 'full' }), 'users.csv': 'sourcedId,email\n' })).toBe(
      'manifest.csv: file.users is "full"; it must be bulk, delta or absent',
    );
  });
  it('a required column is missing', () => {
    expect(
      fileError({
        'manifest.csv': MANIFEST({ enrollments: 'bulk' }),
        'enrollments.csv': 'sourcedId,userSourcedId,role\ne1,u1,student\n',
      }),
    ).toBe(
      'enrollments.csv has no "classSourcedId" column: nothing was imported (the first line must name the columns)',
    );
  });
  it('an unclosed quote', () => {
    expect(
      fileError({
        'manifest.csv': MANIFEST({ classes: 'bulk' }),
        'classes.csv': 'sourcedId,title\nc1,"Maths\nc2,Art\n',
      }),
    ).toMatch(/^classes.csv near line \d is not valid CSV \(Quote Not Closed/);
  });
  it('nothing to import', () => {
    expect(
      fileError({ 'manifest.csv': MANIFEST({ orgs: 'bulk' }), 'orgs.csv': 'sourcedId,name\ns1,School\n' }),
    ).toMatch(/^The export has none of classes.csv, users.csv and enrollments.csv/);
  });
  it('one file twice', () => {
    expect(
      fileError({
        'a/manifest.csv': MANIFEST({ classes: 'bulk' }),
        'b/manifest.csv': MANIFEST({}),
        'a/classes.csv': 'sourcedId,title\n',
      }),
    ).toBe('The zip has manifest.csv twice (a/manifest.csv and b/manifest.csv): zip one export only');
  });
});

describe('exports this project did not write (Moodle enrol_oneroster test fixtures)', () => {
  it('v1p2_full_dataset.zip: OneRoster 1.2 with misspelled headers, blank statuses, day-first dates, Scheduled, tobedeleted', () => {
    const roster = readOneRosterZip(fixture('v1p2_full_dataset.zip'));
    expect(roster.version).toBe('1.2');
    expect(roster.users?.records.map((user) => [user.sourcedId, user.email, user.name])).toEqual([
      ['usr-222-123456', 'john.doe@myschool.com', 'John Doe'],
      ['usr-222-66778899', 'mary.jones@myschool.com', 'MJ Jones'],
      ['usr-222-1234561', 'thomas.jones@testemail.com', 'Tom Paulsy'],
      ['usr-222-987654', 'jim.smith@myschool.com', 'Jim Smith'],
      ['usr-222-1234561232', 'mmichel.jones2@myschool.com', 'mmichel Charlie'],
      ['usr-222-567891', 'anna.brown@myschool.com', 'Anna Brown'],
    ]);
    expect(roster.classes?.records.map((row) => [row.sourcedId, row.status, row.title, row.subject])).toEqual(
      [
        ['cls-222-123456', 'active', 'Introduction to Physics', 'Science, Physics, Biology'],
        ['cls-222-123478', 'ended', 'History - 2', 'History'],
      ],
    );
    expect(roster.roles?.records.map((role) => [role.userSourcedId, role.role])).toContainEqual([
      'usr-222-1234561',
      'siteAdministrator',
    ]);
    expect(roster.enrollments?.records).toHaveLength(6);
    expect(roster.warnings.map((warning) => `${warning.file}:${warning.line} ${warning.message}`)).toEqual([
      'users.csv:1 column "prefferedGivenName" read as "preferredGivenName"',
      'users.csv:1 column "prefferedMiddleName" read as "preferredMiddleName"',
      'users.csv:1 column "prefferedFamilyName" read as "preferredFamilyName"',
      'roles.csv:1 column "dataLastModified" read as "dateLastModified"',
    ]);
  });

  it('Test_full_data_set.zip: OneRoster 1.1 (the role in users.csv)', () => {
    const roster = readOneRosterZip(fixture('Test_full_data_set.zip'));
    expect(roster.version).toBe('1.1');
    expect(roster.roles).toBeUndefined();
    expect(roster.users?.records.map((user) => user.role)).toEqual([
      'teacher',
      'student',
      'parent',
      'teacher',
      'student',
      'student',
    ]);
    expect(roster.warnings).toEqual([]);
  });

  it('oneroster_test_data.zip: a delta export with files this import does not read and a user without an email', () => {
    const roster = readOneRosterZip(fixture('oneroster_test_data.zip'));
    expect([roster.users?.mode, roster.classes?.mode, roster.enrollments?.mode, roster.roles?.mode]).toEqual([
      'delta',
      'delta',
      'delta',
      'delta',
    ]);
    expect(roster.users?.records).toEqual([
      {
        line: 2,
        sourcedId: 'USER_0',
        status: 'active',
        enabled: true,
        email: null,
        name: 'Bruce Wayne',
        role: null,
      },
    ]);
  });
});

describe('dates and statuses', () => {
  it.each([
    ['2023-05-01T18:25:43.511Z', '2023-05-01T18:25:43.511Z'],
    ['2023-05-01', '2023-05-01T00:00:00.000Z'],
    ['1/05/2023', '2023-05-01T00:00:00.000Z'],
    ['15/06/2023', '2023-06-15T00:00:00.000Z'],
    ['5/31/2023', '2023-05-31T00:00:00.000Z'],
    ['31.12.2023', '2023-12-31T00:00:00.000Z'],
  ])('%s is a date', (text, iso) => {
    expect(parseRosterDate(text)?.toISOString()).toBe(iso);
  });
  it.each(['yesterday', '2023-02-30', '31/02/2023', '13/13/2023', '2023/05/01'])('%s is not', (text) => {
    expect(parseRosterDate(text)).toBeUndefined();
  });
  it('blank is no date', () => {
    expect(parseRosterDate('  ')).toBeNull();
  });
  it.each([
    ['', 'active'],
    ['Active', 'active'],
    ['TOBEDELETED', 'ended'],
    ['inactive', 'ended'],
    ['deleted', undefined],
  ])('status %j', (text, status) => {
    expect(recordStatus(text)).toBe(status);
  });
});
