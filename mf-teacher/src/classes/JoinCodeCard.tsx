import { useState } from 'react';
import type { ClassDetailView } from '@elearning/contract';
import { Alert } from '@elearning/remote-kit';
import { useConsole } from '../common/console-context';
import { problemOf } from '../common/problem';
import { ConfirmAction } from './ConfirmAction';
import { QrCode } from './QrCode';
import { ShowCodeView } from './ShowCodeView';
import { joinLinkOf, spacedCode } from './labels';
import { useClassWrite } from './useClassWrite';

/**
 * The class's join code, its link and QR code; "Show for the class" (full screen), "New code"
 * (asks first: the old code stops at once) and joining on or off.
 */
export function JoinCodeCard({ item }: { item: ClassDetailView }) {
  const { shell, api } = useConsole();
  const [showing, setShowing] = useState(false);
  const rotate = useClassWrite(item.id, () => api.rotateJoinCode(item.id));
  const joining = useClassWrite(item.id, (joiningEnabled: boolean) =>
    api.updateClass(item.id, { joiningEnabled }),
  );
  const code = item.joinCode;
  const usable = code !== null && item.joiningEnabled && !item.archived;
  const link = code ? joinLinkOf(code) : null;
  const copy = () => {
    if (!link) return;
    navigator.clipboard.writeText(link).then(
      () => shell.notify('Join link copied.', 'success'),
      () => shell.notify('Could not copy: select the link and copy it by hand.', 'warning'),
    );
  };
  return (
    <section className="card h-100" aria-labelledby="mf-teacher-join-title">
      <div className="card-body">
        <h3 id="mf-teacher-join-title" className="h5">
          Join code
        </h3>
        {code ? (
          <div className="d-flex flex-wrap gap-3 align-items-center mb-2">
            <div className="mf-teacher-join-text">
              <p
                className={`mf-teacher-join-code font-monospace mb-1 ${usable ? '' : 'text-body-secondary text-decoration-line-through'}`}
                data-code={code}
                aria-live="polite"
              >
                {spacedCode(code)}
              </p>
              <p className="small mb-0 mf-teacher-wrap">
                <span className="text-body-secondary">Join link:</span>{' '}
                <span className="font-monospace">{link}</span>
              </p>
            </div>
            {usable && link ? (
              <QrCode text={link} label={`QR code of the join link ${link}`} className="mf-teacher-join-qr" />
            ) : null}
          </div>
        ) : (
          <p className="text-body-secondary">This class has no join code yet: make one with New code.</p>
        )}
        {item.archived ? (
          <p className="small text-body-secondary">The class is archived: nobody can join it.</p>
        ) : !item.joiningEnabled ? (
          <p className="small text-body-secondary">
            Joining is off: the code does not work until you turn it on.
          </p>
        ) : (
          <p className="small text-body-secondary">
            Students type the code on their question page (“Join a class”) or open the link.
          </p>
        )}
        <div className="d-flex flex-wrap gap-2 align-items-start mb-3">
          <button
            type="button"
            className="btn btn-primary"
            disabled={!usable}
            onClick={() => setShowing(true)}
          >
            Show for the class
          </button>
          <button type="button" className="btn btn-outline-secondary" disabled={!usable} onClick={copy}>
            Copy link
          </button>
          <ConfirmAction
            label="New code"
            question="Make a new code? The current code stops working at once; students already in the class stay."
            yes="Yes, new code"
            pendingText="Making a new code…"
            buttonClass="btn btn-outline-secondary"
            yesClass="btn btn-warning btn-sm"
            disabled={item.archived}
            run={() => rotate.mutateAsync(undefined)}
          />
        </div>
        <div className="form-check form-switch">
          <input
            id="mf-teacher-joining"
            className="form-check-input"
            type="checkbox"
            role="switch"
            checked={item.joiningEnabled}
            disabled={joining.isPending || item.archived}
            onChange={(event) => joining.mutate(event.target.checked)}
          />
          <label className="form-check-label" htmlFor="mf-teacher-joining">
            Students can join with the code
          </label>
        </div>
        <Alert text={problemOf(joining.error)} className="py-2 mt-2 mb-0" />
      </div>
      {showing && code ? (
        <ShowCodeView className={item.name} joinCode={code} onClose={() => setShowing(false)} />
      ) : null}
    </section>
  );
}
