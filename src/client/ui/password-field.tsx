import { useId, useState } from 'react';

export function PasswordField(props: {
  label: string;
  value: string;
  onChange(value: string): void;
  autoComplete: 'current-password' | 'new-password';
  name: string;
  hint?: string;
}) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <div className="password-wrap">
        <input
          id={id}
          name={props.name}
          type={visible ? 'text' : 'password'}
          value={props.value}
          autoComplete={props.autoComplete}
          onChange={(e) => props.onChange(e.target.value)}
          aria-describedby={props.hint ? `${id}-hint` : undefined}
        />
        <button
          type="button"
          className="btn btn-secondary btn-small"
          aria-pressed={visible}
          aria-label={visible ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
      {props.hint && (
        <span className="field-hint" id={`${id}-hint`}>
          {props.hint}
        </span>
      )}
    </div>
  );
}
