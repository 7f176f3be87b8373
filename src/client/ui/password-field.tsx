import { type ReactNode, useId, useState } from 'react';
import { describedBy, FieldNotes } from './field-notes';

export function PasswordField(props: {
  label: string;
  value: string;
  onChange(value: string): void;
  autoComplete: 'current-password' | 'new-password';
  name: string;
  hint?: ReactNode;
  error?: string;
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
          aria-describedby={describedBy(id, props.hint, props.error)}
          aria-invalid={props.error ? true : undefined}
        />
        <button
          type="button"
          className="btn btn-secondary btn-small"
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Hide' : 'Show'}
          {/* Named by its content, not aria-label, so the field's label stays the only label of the input. */}
          <span className="visually-hidden"> {props.label}</span>
        </button>
      </div>
      <FieldNotes id={id} hint={props.hint} error={props.error} />
    </div>
  );
}

/** The "Password" box of a sign-in form: the account's present password, which browsers may fill in. */
export function CurrentPasswordField({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <PasswordField
      label="Password"
      name="password"
      autoComplete="current-password"
      value={value}
      onChange={onChange}
    />
  );
}
