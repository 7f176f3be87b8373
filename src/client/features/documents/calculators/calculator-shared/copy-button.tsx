import { useEffect, useState } from 'react';
import { copyText } from './copy-text';

type CopyStatus = 'idle' | 'copied' | 'failed';

const STATUS_TEXT: Record<CopyStatus, string> = {
  idle: '',
  copied: 'Copied',
  failed: 'Could not copy: select the text and copy it by hand',
};

/**
 * One-click copy of a result. The button is named 'Copy <what>' for screen readers; the outcome appears
 * beside it in a live region, so 'Copied' is both seen and heard. `wide` shows the whole name.
 */
export function CopyButton({ text, what, wide }: { text: string; what: string; wide?: boolean }) {
  const [status, setStatus] = useState<CopyStatus>('idle');

  useEffect(() => {
    if (status === 'idle') return;
    const timer = setTimeout(() => setStatus('idle'), 2500);
    return () => clearTimeout(timer);
  }, [status]);

  async function copy() {
    setStatus((await copyText(text)) ? 'copied' : 'failed');
  }

  return (
    <span className="copy-control">
      <button type="button" className="btn btn-secondary btn-copy" onClick={copy}>
        Copy<span className={wide ? undefined : 'visually-hidden'}> {what}</span>
      </button>
      <span role="status" className={`copy-status copy-status-${status}`}>
        {STATUS_TEXT[status]}
      </span>
    </span>
  );
}
