/**
 * Rosters from the school's system (docs/classes.md, "Rosters"): an admin uploads the OneRoster 1.2
 * CSV zip a student information system exports. `POST /admin/rosters/oneroster` takes it as
 * multipart/form-data in the field `file` (at most 20 MB); `?dryRun=true` only reports what an
 * import would do. An admin's token only (401 without a token, 403 for a teacher's or a student's).
 * A zip that cannot be read at all (not a zip, no manifest.csv, a file the manifest names missing,
 * a required column missing, broken CSV quoting) is a 400 whose message names the file.
 */

/** What an import did (or, in a dry run, would do) to one kind of thing. */
export interface RosterCounts {
  created: number;
  updated: number;
  /** Classes archived, enrollments ended, accounts taken out of all their roster classes. */
  ended: number;
}

/** A row the import could not use (or used only in part), with where it is. */
export interface RosterWarning {
  /** The file's name as the zip has it, e.g. `users.csv`. */
  file: string;
  /** The row's line in that file (1 is the header); 0 for the file as a whole. */
  line: number;
  message: string;
}

export interface RosterReport {
  classes: RosterCounts;
  teachers: RosterCounts;
  students: RosterCounts;
  enrollments: RosterCounts;
  warnings: RosterWarning[];
}

/** The query of POST /admin/rosters/oneroster. */
export interface RosterImportQuery {
  /** Only report what the import would do; nothing is written. */
  dryRun?: boolean;
}

/** POST /admin/rosters/oneroster: the same report for a dry run and for an import. */
export interface RosterImportResponse {
  success: true;
  /** True when nothing was written (`?dryRun=true`). */
  dryRun: boolean;
  report: RosterReport;
}
