import type { Notice } from '@elearning/contract';

/** In-page alerts; the live region exists from the start so screen readers announce additions. */
export function NoticeArea({ notices, onDismiss }: { notices: Notice[]; onDismiss(id: string): void }) {
  return (
    <div className="shell-notices" aria-live="polite">
      {notices.map((notice) => (
        <div
          key={notice.id}
          className={`alert alert-${notice.variant} alert-dismissible shadow-sm mb-2`}
          role="alert"
        >
          {notice.text}
          <button
            type="button"
            className="btn-close"
            aria-label="Close"
            onClick={() => onDismiss(notice.id)}
          />
        </div>
      ))}
    </div>
  );
}
