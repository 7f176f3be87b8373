import { type FormEvent, useId, useState } from 'react';
import { LIMITS, MUTE_HOURS } from '../../../../shared/constants';
import { Alert } from '../../../ui/alert';
import { ModalForm } from '../../../ui/modal-form';

/**
 * Mute for 24, 48 or 72 hours with a reason (docs/product.md#who-it-is-for's enforcement ladder). A native modal <dialog>:
 * focus stays inside, Escape closes.
 */
export function MuteDialog({
  username,
  onMute,
  onClose,
}: {
  username: string;
  onMute(hours: number, reason: string): Promise<boolean>;
  onClose(): void;
}) {
  const [hours, setHours] = useState<number>(MUTE_HOURS[0]);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const reasonId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setProblem('A mute requires a reason');
      return;
    }
    setBusy(true);
    const ok = await onMute(hours, reason.trim());
    setBusy(false);
    if (ok) onClose();
  }

  return (
    <ModalForm title={`Mute ${username}`} onSubmit={submit} onClose={onClose}>
      <p className="muted">
        A muted member can read but cannot post, reply, vote or report until the mute ends.
      </p>
      <fieldset className="reason-group">
        <legend>Duration</legend>
        {MUTE_HOURS.map((h) => (
          <label key={h} className="radio">
            <input type="radio" name="hours" value={h} checked={hours === h} onChange={() => setHours(h)} />
            {h} hours
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={reasonId}>Reason (shown to the member)</label>
        <textarea
          id={reasonId}
          value={reason}
          maxLength={LIMITS.reasonMax}
          required
          aria-invalid={problem ? true : undefined}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      {problem && <Alert kind="error">{problem}</Alert>}
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="btn btn-danger" disabled={busy}>
          {busy ? 'Muting...' : `Mute for ${hours} hours`}
        </button>
      </div>
    </ModalForm>
  );
}
