import { useState, type FormEvent } from 'react';
import type { ClassDetailView } from '@elearning/contract';
import { Alert, FormField } from '@elearning/remote-kit';
import { useConsole } from '../common/console-context';
import { problemOf } from '../common/problem';
import { useClassWrite } from './useClassWrite';

/** Name and subject (edit), and archive / unarchive. */
export function ClassSettings({ item }: { item: ClassDetailView }) {
  const { api } = useConsole();
  const [name, setName] = useState(item.name);
  const [subject, setSubject] = useState(item.subject ?? '');
  const [saved, setSaved] = useState(false);
  const rename = useClassWrite(item.id, () =>
    api.updateClass(item.id, { name: name.trim(), subject: subject.trim() || null }),
  );
  const archive = useClassWrite(item.id, (archived: boolean) => api.updateClass(item.id, { archived }));
  const dirty = name.trim() !== item.name || (subject.trim() || null) !== item.subject;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    rename.mutate(undefined, { onSuccess: () => setSaved(true) });
  };
  return (
    <section className="card h-100" aria-labelledby="mf-teacher-class-settings-title">
      <div className="card-body">
        <h3 id="mf-teacher-class-settings-title" className="h5">
          Name and subject
        </h3>
        <form onSubmit={submit}>
          <FormField
            id="mf-teacher-edit-name"
            label="Name"
            maxLength={100}
            autoComplete="off"
            value={name}
            onChange={(event) => {
              setSaved(false);
              setName(event.target.value);
            }}
          />
          <FormField
            id="mf-teacher-edit-subject"
            label="Subject (optional)"
            required={false}
            maxLength={100}
            autoComplete="off"
            value={subject}
            onChange={(event) => {
              setSaved(false);
              setSubject(event.target.value);
            }}
          />
          <div aria-live="polite">
            <Alert text={problemOf(rename.error)} className="py-2" />
            <Alert text={saved ? 'Saved.' : null} variant="success" className="py-2" />
          </div>
          <button type="submit" className="btn btn-outline-primary" disabled={rename.isPending || !dirty}>
            {rename.isPending ? 'Saving…' : 'Save name and subject'}
          </button>
        </form>
        <hr />
        <p className="small text-body-secondary mb-2">
          {item.archived
            ? 'Archived: its students no longer see it and nobody can join. Unarchive to use it again.'
            : 'At the end of the year, archive the class: its students no longer see it and nobody can join; you keep it here.'}
        </p>
        <button
          type="button"
          className={item.archived ? 'btn btn-outline-primary' : 'btn btn-outline-secondary'}
          disabled={archive.isPending}
          onClick={() => archive.mutate(!item.archived)}
        >
          {item.archived ? 'Unarchive the class' : 'Archive the class'}
        </button>
        <Alert text={problemOf(archive.error)} className="py-2 mt-2 mb-0" />
      </div>
    </section>
  );
}
