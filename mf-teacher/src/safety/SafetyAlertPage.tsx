import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { SafetyAlertDetail } from '@elearning/contract';
import { Alert, ShellLink } from '@elearning/remote-kit';
import { CONSOLE_BASE, useConsole } from '../common/console-context';
import { formatWhen } from '../common/format';
import { Loading } from '../common/Loading';
import { Markdown } from '../common/Markdown';
import { problemOf } from '../common/problem';
import {
  ACKNOWLEDGE_EXPLANATIONS,
  CATEGORY_LABELS,
  describeChecks,
  OUTCOME_LABELS,
  STATUS_LABELS,
  TIER_LABELS,
} from './labels';
import { ResolveForm } from './ResolveForm';
import { useAlertChange } from './useAlertChange';

/** Said on every alert (docs/safety.md): nothing calls parents or the police automatically. */
export const NOBODY_CONTACTED =
  "Nobody outside the school has been contacted automatically. Whether to contact parents, carers or emergency services is your decision, following your school's safeguarding policy.";

/**
 * One alert (/teacher/safety/:id, the address the alert emails link to): the message that raised it
 * with the turns before it, the checks, who acknowledged and resolved it, and the teacher's tools.
 * Opening it is recorded in the access log, so it is read once; a change shows the backend's answer.
 */
export function SafetyAlertPage() {
  const { id = '' } = useParams();
  const { shell, queries } = useConsole();
  const { data, error, isFetching } = useQuery(queries.safetyAlert(id));
  return (
    <section aria-labelledby="mf-teacher-safety-alert-title">
      <ShellLink shell={shell} to={`${CONSOLE_BASE}/safety`} className="small">
        ← All safety alerts
      </ShellLink>
      <Alert text={problemOf(error)} className="py-2 mt-3" />
      {isFetching && !data ? <Loading /> : null}
      {data ? <AlertView alert={data.alert} /> : null}
    </section>
  );
}

function AlertView({ alert }: { alert: SafetyAlertDetail }) {
  const { shell, api } = useConsole();
  const acknowledge = useAlertChange(alert.id, () => api.acknowledgeSafetyAlert(alert.id));
  const tier = TIER_LABELS[alert.tier];
  return (
    <>
      <div className="d-flex flex-wrap gap-2 align-items-center mt-2 mb-1">
        <span className={`badge ${tier.badge}`}>{tier.text}</span>
        <span className={`badge ${STATUS_LABELS[alert.status].badge}`}>
          {STATUS_LABELS[alert.status].text}
        </span>
      </div>
      <h2 id="mf-teacher-safety-alert-title" className="h4 mb-1 mf-teacher-wrap">
        {CATEGORY_LABELS[alert.category] ?? alert.category}: {alert.student.name}
      </h2>
      <p className="small text-body-secondary mb-3 mf-teacher-wrap">
        Raised {formatWhen(alert.createdAt)} ·{' '}
        {alert.accountDeleted ? (
          "the student's account has since been deleted"
        ) : (
          <>
            <ShellLink shell={shell} to={`${CONSOLE_BASE}/questions/${alert.questionId}`}>
              the student&apos;s question in the console
            </ShellLink>{' '}
            ·{' '}
            <ShellLink shell={shell} to={`${CONSOLE_BASE}/students/${alert.student.id}`}>
              {alert.student.name}&apos;s page
            </ShellLink>
          </>
        )}
      </p>

      <div className="alert alert-secondary mf-teacher-safety-policy" role="note">
        {NOBODY_CONTACTED}
      </div>

      {alert.status === 'open' ? (
        <div className="card card-body mb-3">
          <p className="mb-2">{ACKNOWLEDGE_EXPLANATIONS[alert.tier]}</p>
          <Alert text={problemOf(acknowledge.error)} />
          <div>
            <button
              type="button"
              className="btn btn-danger"
              disabled={acknowledge.isPending}
              onClick={() => acknowledge.mutate(undefined)}
            >
              {acknowledge.isPending ? 'Acknowledging…' : 'Acknowledge'}
            </button>
          </div>
        </div>
      ) : null}

      <Excerpt alert={alert} />

      <section aria-labelledby="mf-teacher-safety-checks-title" className="mb-3">
        <h3 id="mf-teacher-safety-checks-title" className="h6">
          What raised it
        </h3>
        {alert.checks.length > 0 ? (
          <ul className="mb-0">
            {describeChecks(alert.checks).map((source) => (
              <li key={source.text}>
                {source.text}
                {source.names.length > 0 ? (
                  // The exact names, for the safeguarding lead (and a false alarm's review).
                  <span className="d-block small text-body-secondary mf-teacher-wrap">
                    {' '}
                    Details: {source.names.join(', ')}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-body-secondary mb-0">No check recorded.</p>
        )}
      </section>

      <History alert={alert} />

      {alert.status !== 'resolved' ? <ResolveForm alertId={alert.id} /> : null}
    </>
  );
}

/** The message that raised it and up to two turns before it, oldest first; student text as text. */
function Excerpt({ alert }: { alert: SafetyAlertDetail }) {
  const raisedBy = alert.questionId;
  return (
    <section aria-labelledby="mf-teacher-safety-excerpt-title" className="mb-3">
      <h3 id="mf-teacher-safety-excerpt-title" className="h6">
        The conversation
      </h3>
      {alert.excerpt.length === 0 ? (
        <p className="text-body-secondary">
          {alert.accountDeleted
            ? "The messages were deleted with the student's account."
            : "The messages have been deleted (the school's retention period)."}
        </p>
      ) : (
        <ol className="list-unstyled mb-0">
          {alert.excerpt.map((turn) => {
            const raised = turn.questionId === raisedBy;
            return (
              <li
                key={turn.questionId}
                className={`card mb-2 ${raised ? 'border-danger mf-teacher-safety-raised' : ''}`}
                aria-current={raised ? 'true' : undefined}
              >
                <div className="card-body">
                  <p className="small text-body-secondary mb-1">
                    {alert.student.name} · {formatWhen(turn.createdAt)}
                    {raised ? (
                      <strong className="text-danger-emphasis"> · the message that raised the alert</strong>
                    ) : null}
                  </p>
                  <p className="mf-teacher-plain mb-2" data-testid="safety-student-text">
                    {turn.question}
                  </p>
                  <div className="border-start ps-3">
                    <p className="small text-body-secondary mb-1">The tutor answered</p>
                    {turn.answer ? (
                      <Markdown text={turn.answer} />
                    ) : (
                      <p className="text-body-secondary mb-0">(no answer saved)</p>
                    )}
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** Emailed, acknowledged, resolved: who and when. */
function History({ alert }: { alert: SafetyAlertDetail }) {
  const rows: [string, string][] = [];
  rows.push(['Raised', formatWhen(alert.createdAt)]);
  if (alert.emailedAt) rows.push(['Emailed to the adults', formatWhen(alert.emailedAt)]);
  if (alert.realertedAt) rows.push(['Sent again (not acknowledged in time)', formatWhen(alert.realertedAt)]);
  rows.push([
    'Acknowledged',
    alert.acknowledgedAt
      ? `${alert.acknowledgedBy?.name ?? 'Someone'}, ${formatWhen(alert.acknowledgedAt)}`
      : 'Not yet',
  ]);
  rows.push([
    'Resolved',
    alert.resolvedAt
      ? `${alert.resolvedBy?.name ?? 'Someone'}, ${formatWhen(alert.resolvedAt)}${
          alert.outcome ? ` · ${OUTCOME_LABELS[alert.outcome]}` : ''
        }`
      : 'Not yet',
  ]);
  return (
    <section aria-labelledby="mf-teacher-safety-history-title" className="mb-3">
      <h3 id="mf-teacher-safety-history-title" className="h6">
        What has been done
      </h3>
      <dl className="mb-0">
        {rows.map(([term, value]) => (
          <div key={term} className="row">
            <dt className="col-sm-4 col-lg-3 fw-semibold">{term}</dt>
            <dd className="col-sm-8 col-lg-9 mb-1">{value}</dd>
          </div>
        ))}
      </dl>
      {alert.note ? (
        <p className="mf-teacher-plain mt-2 mb-0">
          <span className="fw-semibold">Note:</span> {alert.note}
        </p>
      ) : null}
    </section>
  );
}
