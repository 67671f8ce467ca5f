import type { Notice } from '@elearning/contract';
import { NoticeList } from '@elearning/remote-kit';

/** The shell's notices, above every page. */
export function NoticeArea({ notices, onDismiss }: { notices: Notice[]; onDismiss(id: string): void }) {
  return (
    <NoticeList
      className="shell-notices"
      alertClassName="shadow-sm mb-2"
      notices={notices}
      onDismiss={onDismiss}
    />
  );
}
