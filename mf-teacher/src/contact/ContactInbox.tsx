import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { ContactState } from '@elearning/contract';
import { Alert } from '@elearning/remote-kit';
import { useConsole } from '../common/console-context';
import { Loading } from '../common/Loading';
import { KeysetPager } from '../common/KeysetPager';
import { problemOf } from '../common/problem';
import { ContactCard } from './ContactCard';

const STATES: [ContactState, string][] = [
  ['open', 'Open'],
  ['handled', 'Handled'],
  ['all', 'All'],
];

/**
 * Every contact query, newest first, open ones by default. The state and the page (the cursor the
 * backend gave for it, and its number for the reader) live in the URL (common/KeysetPager.tsx).
 */
export function ContactInbox() {
  const { queries } = useConsole();
  const [params, setParams] = useSearchParams();
  const state = (STATES.find(([value]) => value === params.get('state'))?.[0] ?? 'open') as ContactState;
  const page = Number(params.get('page')) || 1;
  const after = params.get('after') ?? undefined;
  const { data, error, isFetching, isPlaceholderData } = useQuery(queries.contactInbox(state, after));
  const show = (next: { state: ContactState; page: number; after: string | undefined }) => {
    const search = new URLSearchParams({ state: next.state });
    if (next.page > 1 && next.after !== undefined) {
      search.set('page', String(next.page));
      search.set('after', next.after);
    }
    setParams(search);
  };

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
            onClick={() => show({ state: value, page: 1, after: undefined })}
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
        <KeysetPager
          label="Contact inbox pages"
          position={{ page, after }}
          nextCursor={data.nextCursor}
          busy={isPlaceholderData}
          total={data.total}
          totalCapped={data.totalCapped}
          noun="contact queries"
          onPage={(next) => show({ state, ...next })}
        />
      ) : null}
    </section>
  );
}
