import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { LIMITS, REPORT_REASONS, type ReportReason } from '../../../../shared/constants';
import { TEXT } from '../../../../shared/texts';
import { errorText } from '../../../api/api-client';
import { Alert } from '../../../ui/alert';
import { ModalForm } from '../../../ui/modal-form';
import { useSubmitReport } from './report-api';
import '../../../styles/admin.css';

/** docs/product.md#limits: the success message stays 2 s, then the dialog closes. */
const CLOSE_AFTER_MS = 2_000;

interface Props {
  targetType: 'thread' | 'post';
  targetId: number;
  onClose(): void;
}

/**
 * The report form of docs/product.md#validation in a native modal <dialog>: the browser keeps focus inside it, makes the
 * page behind inert and closes it on Escape.
 */
export default function ReportDialog({ targetType, targetId, onClose }: Props) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const submit = useSubmitReport();
  const detailsId = useId();
  const done = message?.kind === 'success';

  useEffect(() => {
    if (!done) return;
    // The submit button is now disabled: keep focus on something usable inside the dialog.
    closeButton.current?.focus();
    const timer = window.setTimeout(onClose, CLOSE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [done, onClose]);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setMessage({ kind: 'error', text: TEXT.selectReason });
      return;
    }
    setMessage(null);
    try {
      await submit.mutateAsync({ target_type: targetType, target_id: targetId, reasons: reason, details });
      setMessage({ kind: 'success', text: TEXT.reportSubmitted });
    } catch (error) {
      setMessage({ kind: 'error', text: errorText(error, TEXT.reportFailed) });
    }
  }

  return (
    <ModalForm title={`Report this ${targetType}`} onSubmit={send} onClose={onClose}>
      <p className="muted">Tell the moderators what is wrong. They review every report.</p>
      <fieldset className="reason-group" disabled={done}>
        <legend>Reason</legend>
        {REPORT_REASONS.map((r) => (
          <label key={r} className="radio">
            <input
              type="radio"
              name="reason"
              value={r}
              checked={reason === r}
              onChange={() => setReason(r)}
            />
            {r}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={detailsId}>Details (optional)</label>
        <textarea
          id={detailsId}
          value={details}
          maxLength={LIMITS.reportDetailsMax}
          disabled={done}
          onChange={(e) => setDetails(e.target.value)}
          aria-describedby={`${detailsId}-count`}
        />
        <span className="field-hint" id={`${detailsId}-count`}>
          {details.length.toLocaleString()}/{LIMITS.reportDetailsMax.toLocaleString()} characters
        </span>
      </div>
      {message && <Alert kind={message.kind}>{message.text}</Alert>}
      <div className="modal-actions">
        <button ref={closeButton} type="button" className="btn btn-secondary" onClick={onClose}>
          {done ? 'Close' : 'Cancel'}
        </button>
        <button type="submit" className="btn btn-danger" disabled={submit.isPending || done}>
          {submit.isPending ? 'Submitting...' : 'Submit Report'}
        </button>
      </div>
    </ModalForm>
  );
}
