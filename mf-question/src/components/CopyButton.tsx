import { useEffect, useState } from 'react';
import check2 from 'bootstrap-icons/icons/check2.svg?raw';
import clipboard from 'bootstrap-icons/icons/clipboard.svg?raw';
import { Icon } from '@elearning/remote-kit';

export interface CopyButtonProps {
  text: string;
  onCopyFailed(): void;
}

/** Copies the answer's Markdown source to the clipboard and says so for two seconds. */
export function CopyButton({ text, onCopyFailed }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      onCopyFailed();
    }
  };

  return (
    <button type="button" className="btn btn-sm btn-outline-secondary" onClick={copy}>
      <Icon svg={copied ? check2 : clipboard} className="mf-question-icon me-1" />
      {copied ? 'Copied' : 'Copy answer'}
    </button>
  );
}
