/**
 * The OneRoster CSV files this import reads and their columns, as the 1EdTech OneRoster 1.2 CSV
 * binding lists them (with 1.1's users.csv `orgSourcedIds` and `role`, which 1.2 moved to
 * roles.csv). Columns outside these lists are ignored; a header within an edit or two of one is
 * read as it (oneroster-csv.ts).
 */

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

/** The columns of each file in the 1.2 binding, plus 1.1's that 1.2 dropped (users' `role`, `orgSourcedIds`). */
export const COLUMNS = {
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
export type TableName = keyof typeof COLUMNS;

/** Without these a file is unreadable (a 400 naming the column). */
export const REQUIRED: Record<TableName, readonly string[]> = {
  orgs: ['sourcedId', 'name'],
  classes: ['sourcedId', 'title'],
  users: ['sourcedId'],
  roles: ['userSourcedId', 'role'],
  enrollments: ['sourcedId', 'classSourcedId', 'userSourcedId', 'role'],
};
