import type { RosterCounts, RosterReport } from '@elearning/contract';
import { StackedCell } from '../common/StackedCell';

const KINDS: { key: keyof Omit<RosterReport, 'warnings'>; label: string }[] = [
  { key: 'classes', label: 'Classes' },
  { key: 'teachers', label: 'Teachers' },
  { key: 'students', label: 'Students' },
  { key: 'enrollments', label: 'Enrollments' },
];
const COLUMNS: { key: keyof RosterCounts; label: string }[] = [
  { key: 'created', label: 'Created' },
  { key: 'updated', label: 'Updated' },
  { key: 'ended', label: 'Ended' },
];

/** The counts per kind of thing, then the warnings (file, line, message) in a box that scrolls. */
export function RosterReportView({ report, labelledBy }: { report: RosterReport; labelledBy: string }) {
  const count = report.warnings.length;
  return (
    <>
      <table className="table table-sm w-auto mb-1" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <td />
            {COLUMNS.map(({ key, label }) => (
              <th scope="col" className="text-end" key={key}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {KINDS.map(({ key, label }) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              {COLUMNS.map((column) => (
                <td className="text-end" key={column.key}>
                  {report[key][column.key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="small text-body-secondary">
        Ended: a class archived, an enrollment ended, a person taken out of all their roster classes (accounts
        and their history stay).
      </p>
      <h4 className="h6" id="mf-teacher-roster-warnings-title">
        {count === 0 ? 'No warnings' : count === 1 ? '1 warning' : `${count} warnings`}
      </h4>
      {count > 0 ? (
        <>
          <p className="small text-body-secondary mb-2">
            Rows that were left out or read with a guess. Fix what matters in the SIS, export again and check
            again.
          </p>
          {/* Focusable: a keyboard can scroll a long list too. */}
          <div
            className="mf-teacher-roster-warnings mb-3"
            role="region"
            aria-labelledby="mf-teacher-roster-warnings-title"
            tabIndex={0}
          >
            <table className="table table-sm mb-0 mf-teacher-stacked">
              <caption className="visually-hidden">Warnings: file, line, message</caption>
              <thead>
                <tr>
                  <th scope="col">File</th>
                  <th scope="col">Line</th>
                  <th scope="col">Message</th>
                </tr>
              </thead>
              <tbody>
                {report.warnings.map((warning, index) => (
                  <tr key={index}>
                    <StackedCell label="File">{warning.file}</StackedCell>
                    <StackedCell label="Line">{warning.line === 0 ? 'whole file' : warning.line}</StackedCell>
                    <StackedCell label="Message">{warning.message}</StackedCell>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </>
  );
}
