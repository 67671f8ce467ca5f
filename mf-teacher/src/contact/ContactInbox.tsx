import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { ContactState } from '@elearning/contract';
import { Alert } from '@elearning/remote-kit';
import { useConsole } from '../common/console-context';
import { Loading } from '../common/Loading';
import { Pager } from '../common/Pager';
import { problemOf } from '../common/problem';
import { ContactCard } from './ContactCard';

const STATES: [ContactState, string][] = [
  ['open', 'Open'],
  ['handled', 'Handled'],
  ['all', 'All'],
];

/** Every contact query, newest first, open ones by default. */
export function ContactInbox() {
  const { queries } = useConsole();
  const [params, setParams] = useSearchParams();
  const state = (STATES.find(([value]) => value === params.get('state'))?.[0] ?? 'open') as ContactState;
  const page = Number(params.get('page')) || 1;
  const { data, error, isFetching } = useQuery(queries.contactInbox(state, page));
  const show = (next: { state?: ContactState; page?: number }) =>
    setParams({ state: next.state ?? state, page: String(next.page ?? 1) });

  return (
    <section aria-labelledby="mf-teacher-contact-title">
      <h2 id="mf-teacher-contact-title" className="h4 mb-3">
        Contact inbox
      </h2>
      <div className="btn-group mb-3" role="group" aria-label="Show">
        {STATES.map(([value, label]) => (
          <button
            key={value}
            type="button"
            className={`btn btn-sm ${value === state ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={value === state}
            onClick={() => show({ state: value })}
          >
            {label}
          </button>
        ))}
      </div>
      <Alert text={problemOf(error)} />
      {isFetching && !data ? <Loading /> : null}
      {data && data.items.length === 0 ? (
        <p className="text-body-secondary">No contact queries here.</p>
      ) : null}
      {data && data.items.length > 0 ? (
        <ul className="list-group" aria-busy={isFetching}>
          {data.items.map((item) => (
            <ContactCard key={item.id} item={item} />
          ))}
        </ul>
      ) : null}
      {data ? (
        <Pager
          label="Contact inbox pages"
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          onPage={(next) => show({ page: next })}
        />
      ) : null}
    </section>
  );
}
