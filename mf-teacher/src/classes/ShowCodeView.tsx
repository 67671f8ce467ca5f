import { useEffect, useRef, type KeyboardEvent } from 'react';
import { QrCode } from './QrCode';
import { joinLinkOf, spacedCode } from './labels';

/**
 * "Show for the class": the join code in letters readable from the back of the room, the join
 * link and its QR code, over the whole screen (the browser's full screen when it allows it).
 * A modal dialog: focus moves to Close, stays inside, and returns to the opener; Escape closes
 * it (in the browser's full screen, the first Escape leaves full screen and the view stays).
 */
export function ShowCodeView({
  className,
  joinCode,
  onClose,
}: {
  className: string;
  joinCode: string;
  onClose(): void;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const link = joinLinkOf(joinCode);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    // The page behind does not scroll while the view covers it (as Bootstrap's modals do).
    const { documentElement: html, body } = document;
    const overflow = [html.style.overflow, body.style.overflow];
    html.style.overflow = 'hidden';
    body.style.overflow = 'hidden';
    // Full screen is a nicety: refused (no user gesture, an iframe, jsdom) the view still covers the page.
    const root = dialog.current;
    if (root?.requestFullscreen && !document.fullscreenElement)
      root.requestFullscreen().catch(() => undefined);
    return () => {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      [html.style.overflow, body.style.overflow] = overflow;
      opener?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div
      ref={dialog}
      className="mf-teacher-show-code"
      role="dialog"
      aria-modal="true"
      aria-labelledby="mf-teacher-show-code-title"
      onKeyDown={onKeyDown}
    >
      <div className="mf-teacher-show-code-bar">
        <h2 id="mf-teacher-show-code-title" className="h3 mb-0 mf-teacher-wrap">
          Join {className}
        </h2>
        <button ref={closeButton} type="button" className="btn btn-outline-secondary" onClick={onClose}>
          Close
        </button>
      </div>
      <div className="mf-teacher-show-code-body">
        <div className="mf-teacher-show-code-text">
          <p className="mf-teacher-show-code-step">Go to</p>
          <p className="mf-teacher-show-code-link">{link.replace(/^https?:\/\//, '')}</p>
          <p className="mf-teacher-show-code-step">or enter the code</p>
          <p className="mf-teacher-show-code-code">{spacedCode(joinCode)}</p>
        </div>
        <QrCode text={link} label={`QR code of the join link ${link}`} className="mf-teacher-show-code-qr" />
      </div>
    </div>
  );
}
