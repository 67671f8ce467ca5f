import type { MouseEvent, ReactNode } from 'react';
import type { ShellApi } from '@elearning/contract';

/** An in-app link: a real href (open in new tab works) that navigates through the shell. */
export function ShellLink({
  shell,
  to,
  className,
  children,
}: {
  shell: ShellApi;
  to: string;
  className?: string;
  children: ReactNode;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    shell.navigate(to);
  };
  return (
    <a href={to} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
