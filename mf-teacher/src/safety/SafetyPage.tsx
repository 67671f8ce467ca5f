import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  SAFETY_TIERS,
  type SafetyAlertItem,
  type SafetyAlertStatus,
  type SafetyTier,
} from '@elearning/contract';
import { Alert, ShellLink } from '@elearning/remote-kit';
import type { SafetyAlertFilters } from '../api/teacherApi';
import { SAFETY_PAGE_SIZE } from '../api/teacherQueries';
import { ClassPicker, listSearch, useConsoleClasses } from '../common/ClassPicker';
import { CONSOLE_BASE, useConsole } from '../common/console-context';
import { formatWhen } from '../common/format';
import { Loading } from '../common/Loading';
import { Pager } from '../common/Pager';
import { problemOf } from '../common/problem';
import { StackedCell } from '../common/StackedCell';
import { FalseAlarmsDownload } from './FalseAlarmsDownload';
import { CATEGORY_LABELS, STATUS_LABELS, TIER_LABELS } from './labels';

type StatusFilter = SafetyAlertStatus | 'all';
const STATUS_OPTIONS: [StatusFilter, string][] = [
  ['open', 'Open'],
  ['acknowledged', 'Acknowledged'],
  ['resolved', 'Resolved'],
  ['all', 'All'],
];
const isStatus = (value: string | null): value is StatusFilter =>
  STATUS_OPTIONS.some(([option]) => option === value);
const isTier = (value: string | null): value is SafetyTier => SAFETY_TIERS.some((tier) => tier === value);

/**
 * The safety alerts the teacher may see (their classes' conversations; an admin: all), open ones
 * by default, newest first; status, tier, class and page live in the URL (?status=&tier=&classId=).
 */
export function SafetyPage() {
  const { shell, queries } = useConsole();
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const tier = params.get('tier');
  const filters: SafetyAlertFilters = {
    status: isStatus(status) ? status : 'open',
    tier: isTier(tier) ? tier : undefined,
    classId: params.get('classId') ?? undefined,
    page: Number(params.get('page')) || 1,
    pageSize: SAFETY_PAGE_SIZE,
  };
  const { data, error, isFetching } = useQuery(queries.safetyAlerts(filters));
  const { isAdmin } = useConsoleClasses();

  const apply = (next: SafetyAlertFilters) =>
    setParams(
      listSearch({
        status: next.status === 'open' ? undefined : next.status,
        tier: next.tier,
        classId: next.classId,
        page: next.page,
      }),
    );

  return (
    <section aria-labelledby="mf-teacher-safety-title">
      <div className="d-flex flex-wrap gap-2 align-items-baseline mb-2">
        <h2 id="mf-teacher-safety-title" className="h4 mb-0 me-auto">
          Safety alerts
        </h2>
        <ShellLink shell={shell} to={`${CONSOLE_BASE}/safety/digest`}>
          Conduct digest
        </ShellLink>
        {isAdmin ? <FalseAlarmsDownload /> : null}
      </div>
      <p className="small text-body-secondary">
        Raised when a student&apos;s message suggests they may be at risk. Only the class&apos;s teachers and
        the school&apos;s administrators see an alert; opening one is recorded in the access log.
      </p>
      <ClassPicker
        id="mf-teacher-safety-class"
        value={filters.classId}
        onChange={(classId) => apply({ ...filters, classId, page: 1 })}
      />
      <form
        className="row g-2 mb-3"
        role="search"
        aria-label="Filter safety alerts"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="col-12 col-sm-6 col-md-3">
          <label htmlFor="mf-teacher-safety-status" className="form-label">
            Status
          </label>
          <select
            id="mf-teacher-safety-status"
            className="form-select"
            value={filters.status}
            onChange={(event) => apply({ ...filters, status: event.target.value as StatusFilter, page: 1 })}
          >
            {STATUS_OPTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-sm-6 col-md-3">
          <label htmlFor="mf-teacher-safety-tier" className="form-label">
            Tier
          </label>
          <select
            id="mf-teacher-safety-tier"
            className="form-select"
            value={filters.tier ?? ''}
            onChange={(event) =>
              apply({
                ...filters,
                tier: (event.target.value || undefined) as SafetyTier | undefined,
                page: 1,
              })
            }
          >
            <option value="">Urgent and concern</option>
            {SAFETY_TIERS.map((value) => (
              <option key={value} value={value}>
                {TIER_LABELS[value].text}
              </option>
            ))}
          </select>
        </div>
      </form>
      <Alert text={problemOf(error)} />
      {isFetching && !data ? <Loading /> : null}
      {data && data.items.length === 0 ? <p className="text-body-secondary">No alerts match.</p> : null}
      {data && data.items.length > 0 ? <AlertTable items={data.items} busy={isFetching} /> : null}
      {data ? (
        <Pager
          label="Safety alert pages"
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          onPage={(page) => apply({ ...filters, page })}
        />
      ) : null}
    </section>
  );
}

function AlertTable({ items, busy }: { items: SafetyAlertItem[]; busy: boolean }) {
  const { shell } = useConsole();
  const { classes } = useConsoleClasses();
  const className = (id: string | null) =>
    id === null ? 'No class' : (classes?.find((item) => item.id === id)?.name ?? '');
  return (
    <table className="table align-middle mf-teacher-stacked mf-teacher-safety-table" aria-busy={busy}>
      <caption className="visually-hidden">Safety alerts, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Tier</th>
          <th scope="col">What</th>
          <th scope="col">Student</th>
          <th scope="col">When</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} className={item.tier === 'urgent' ? 'mf-teacher-safety-urgent' : undefined}>
            <StackedCell label="Tier">
              <span className={`badge ${TIER_LABELS[item.tier].badge}`}>{TIER_LABELS[item.tier].text}</span>
            </StackedCell>
            <StackedCell label="What">
              <ShellLink
                shell={shell}
                to={`${CONSOLE_BASE}/safety/${item.id}`}
                className={item.tier === 'urgent' ? 'fw-semibold' : undefined}
              >
                {CATEGORY_LABELS[item.category] ?? item.category}
              </ShellLink>
            </StackedCell>
            <StackedCell label="Student">
              <span className="mf-teacher-wrap">{item.student.name}</span>
              {className(item.classId) ? (
                <div className="small text-body-secondary mf-teacher-wrap">{className(item.classId)}</div>
              ) : null}
            </StackedCell>
            <StackedCell label="When">{formatWhen(item.createdAt)}</StackedCell>
            <StackedCell label="Status">
              <span className={`badge ${STATUS_LABELS[item.status].badge}`}>
                {STATUS_LABELS[item.status].text}
              </span>
            </StackedCell>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
