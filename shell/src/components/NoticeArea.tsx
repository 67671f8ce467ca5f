import type { Notice } from '@elearning/contract';
import { NoticeList } from '@elearning/remote-kit';

/**
 * The shell's notices, above every page. The shell's Bootstrap subset is purged against shell/src
 * and public/ only (webpack.config.cjs), so the classes the kit's NoticeList renders that no other
 * shell source names are named here for PurgeCSS: alert-dismissible, btn-close.
 */
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
