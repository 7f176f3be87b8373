import { useState } from 'react';
import { Alert } from '../../../ui/alert';

// The ten recovery codes, shown once (docs/product.md#accounts): copy them, download them as a text file,
// and say they are saved before the page moves on.

export function RecoveryCodesPanel(props: { codes: string[]; message: string; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState('');
  const text = `${props.codes.join('\n')}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('Copied. Paste them somewhere safe.');
    } catch {
      setCopied('Your browser would not copy them; select the codes and copy them by hand.');
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <section aria-labelledby="recovery-heading" className="stack">
      <h2 id="recovery-heading">Your recovery codes</h2>
      <Alert kind="info">{props.message}</Alert>
      <ol className="recovery-codes" aria-label="Recovery codes">
        {props.codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="row">
        <button type="button" className="btn btn-secondary" onClick={copy}>
          Copy codes
        </button>
        <button type="button" className="btn btn-secondary" onClick={download}>
          Download codes
        </button>
      </div>
      {copied && <p role="status">{copied}</p>}
      <div className="checkbox">
        <input
          id="codes-saved"
          type="checkbox"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
        />
        <label htmlFor="codes-saved">I have saved my recovery codes</label>
      </div>
      <p>
        <button type="button" className="btn" disabled={!saved} onClick={props.onDone}>
          Done
        </button>
      </p>
    </section>
  );
}
