import type { Notice } from '@elearning/contract';

interface NoticeListProps {
  notices: readonly Notice[];
  /** Gives each notice a Close button. */
  onDismiss?: (id: string) => void;
  className?: string;
  /** Extra classes of each alert (spacing, shadow). */
  alertClassName?: string;
}

/** Alerts in a live region that exists from the start, so screen readers announce additions. */
export function NoticeList({ notices, onDismiss, className, alertClassName }: NoticeListProps) {
  return (
    <div className={className} aria-live="polite">
      {notices.map((notice) => (
        <div
          key={notice.id}
          className={['alert', `alert-${notice.variant}`, onDismiss && 'alert-dismissible', alertClassName]
            .filter(Boolean)
            .join(' ')}
          role="alert"
        >
          {notice.text}
          {onDismiss ? (
            <button
              type="button"
              className="btn-close"
              aria-label="Close"
              onClick={() => onDismiss(notice.id)}
            />
          ) : null}
        </div>
      ))}
    </div>
  );
}
