import { type FormEvent, useId, useState } from 'react';
import { LIMITS } from '../../../../shared/constants';
import type { RemovalScope } from '../../../../shared/contracts/reports';
import { REMOVAL_TEXT } from '../../../../shared/moderation-texts';
import { ModalForm } from '../../../ui/modal-form';

export interface RemovalChoice {
  scope: RemovalScope;
  reason: string;
}

/**
 * "Remove" on a report of a thread's opening post (docs/product.md#moderation): the moderator
 * chooses, in plain words, the post only or the whole thread with its replies, counted. Starts on the post
 * only, the choice that takes less away. A native modal <dialog>: focus stays inside, Escape cancels.
 */
export function RemoveOpeningPostDialog({
  title,
  replies,
  onAnswer,
}: {
  title: string;
  replies: number;
  onAnswer(choice: RemovalChoice | null): void;
}) {
  const [scope, setScope] = useState<RemovalScope>('post');
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const hintId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    onAnswer({ scope, reason: reason.trim() });
  }

  const choices = [
    { value: 'post' as const, label: REMOVAL_TEXT.postOnly, hint: REMOVAL_TEXT.postOnlyHint(replies) },
    {
      value: 'thread' as const,
      label: REMOVAL_TEXT.wholeThread(replies),
      hint: REMOVAL_TEXT.wholeThreadHint,
    },
  ];
  return (
    <ModalForm title={REMOVAL_TEXT.dialogTitle} onSubmit={submit} onClose={() => onAnswer(null)}>
      <p>{REMOVAL_TEXT.question(title, replies)}</p>
      <fieldset className="removal-choice">
        <legend>{REMOVAL_TEXT.legend}</legend>
        {choices.map((choice) => (
          <label key={choice.value} className="radio">
            <input
              type="radio"
              name="removal-scope"
              value={choice.value}
              checked={scope === choice.value}
              aria-describedby={`${hintId}-${choice.value}`}
              onChange={() => setScope(choice.value)}
            />
            <span>
              {choice.label}
              <span id={`${hintId}-${choice.value}`} className="field-hint">
                {choice.hint}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={reasonId}>Reason (optional)</label>
        <textarea
          id={reasonId}
          rows={3}
          value={reason}
          maxLength={LIMITS.reasonMax}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" autoFocus onClick={() => onAnswer(null)}>
          Cancel
        </button>
        <button type="submit" className="btn btn-danger">
          {scope === 'thread' ? 'Remove the thread' : 'Remove the post'}
        </button>
      </div>
    </ModalForm>
  );
}
