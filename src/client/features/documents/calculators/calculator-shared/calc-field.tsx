import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type' | 'id'>;

export interface CalcFieldProps extends InputProps {
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  /** Shown right under the box and linked to it; the box is marked invalid while it is set. */
  error?: string | null | undefined;
  hint?: ReactNode;
  /** A numeric keypad on phones. Leave off for boxes that take fractions: that keypad has no '/'. */
  numeric?: boolean;
  /** Quick-fill buttons or presets shown under the box. */
  children?: ReactNode;
}

/**
 * A labelled calculator input with its error beside it (aria-invalid and aria-describedby), and a hint.
 * The error sits in a live region so it is announced when it appears.
 */
export function CalcField({
  label,
  value,
  onChange,
  error,
  hint,
  numeric,
  children,
  ...rest
}: CalcFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={`field calc-field${error ? ' calc-field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode={numeric ? 'decimal' : 'text'}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...rest}
      />
      <span id={errorId} className="calc-field-error" aria-live="polite">
        {error ? clip(error) : null}
      </span>
      {hint && (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      )}
      {children}
    </div>
  );
}

// Messages quote the input ('Invalid fraction: ...'); a pasted 10,000 characters need not be echoed.
function clip(message: string): string {
  return message.length > 240 ? `${message.slice(0, 240)}…` : message;
}
