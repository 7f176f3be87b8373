import { useId, useState } from 'react';
import { Link } from 'react-router';
import { callsToDeedText, type PlotterCall } from '../../../../../calc/survey';
import { TRACT_VISUALIZER_FROM_PLOTTER } from '../tract/deed-handoff';
import { plotterCallsToCalls } from './plotter-storage';

/**
 * Beyond the product description: the calls as deed text the Tract Visualizer reads back to the same tract, copied to the
 * clipboard or opened there directly.
 */
export function DeedTextActions({ calls }: { calls: readonly PlotterCall[] }) {
  const id = useId();
  const [status, setStatus] = useState('');
  const text = callsToDeedText(plotterCallsToCalls(calls));
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus('Deed text copied. Paste it into the Tract Visualizer or a document.');
    } catch {
      // No clipboard (an old browser, or permission refused): select the text so Ctrl+C copies it.
      const field = document.getElementById(`${id}-text`);
      if (field instanceof HTMLTextAreaElement) {
        field.closest('details')?.setAttribute('open', '');
        field.select();
      }
      setStatus(
        'Could not copy automatically: the text is selected below, press Ctrl+C (or Cmd+C) to copy it.',
      );
    }
  };
  return (
    <div className="plotter-deed-text">
      <div className="row">
        <button type="button" className="btn" onClick={copy}>
          Copy as Deed Text
        </button>
        <Link className="btn btn-secondary" to={TRACT_VISUALIZER_FROM_PLOTTER}>
          Open in Tract Visualizer
        </Link>
      </div>
      <p className="plotter-copy-status" role="status">
        {status}
      </p>
      <details>
        <summary className="survey-disclosure">Show deed text</summary>
        <label className="visually-hidden" htmlFor={`${id}-text`}>
          Deed text
        </label>
        <textarea id={`${id}-text`} readOnly value={text} rows={Math.min(12, calls.length + 2)} />
      </details>
    </div>
  );
}
