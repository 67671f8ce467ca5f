import type { Notice } from '@elearning/contract';
import { NoticeList } from '@elearning/remote-kit';

/** The shell's notices, under the navigation bar and above every page, in the page's width. */
export function NoticeArea({ notices, onDismiss }: { notices: Notice[]; onDismiss(id: string): void }) {
  return (
    <div className="shell-notices">
      <NoticeList
        className="container"
        alertClassName="shadow-sm mb-2"
        notices={notices}
        onDismiss={onDismiss}
      />
    </div>
  );
}
