import { type InputHTMLAttributes, useId } from 'react';
import { describedBy, FieldNotes } from './field-notes';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange(value: string): void;
  hint?: string;
  /** A problem with what was typed, shown under the field and read with it. */
  error?: string;
};

export function TextField({ label, value, onChange, hint, error, type = 'text', ...rest }: Props) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={error ? true : undefined}
        {...rest}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** The "Username" box of the sign-up forms, which browsers and password managers recognise. */
export function UsernameField(props: Omit<Props, 'label' | 'name' | 'autoComplete'>) {
  return <TextField label="Username" name="username" autoComplete="username" {...props} />;
}
