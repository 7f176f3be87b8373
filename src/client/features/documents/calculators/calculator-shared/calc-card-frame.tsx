import { type FormEvent, type ReactNode, useId } from 'react';

/**
 * The frame calculator cards share: a heading, a line saying what the card is for, the form with its
 * one button, and the result below. Pressing the button shows the errors held back while the user was
 * typing (the timing) and then does the card's own part, such as writing its inputs into the link.
 */
export function CalcCardFrame({
  title,
  intro,
  submitLabel,
  onCalculate,
  timing,
  id,
  wide = false,
  fields,
  children,
}: {
  title: string;
  intro: ReactNode;
  submitLabel: string;
  onCalculate: () => void;
  timing: { markCalculated: () => void };
  id?: string;
  wide?: boolean;
  fields: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  function calculate(event: FormEvent) {
    event.preventDefault();
    timing.markCalculated();
    onCalculate();
  }
  return (
    <section
      className={wide ? 'card calc-card calc-card-wide' : 'card calc-card'}
      aria-labelledby={headingId}
      id={id}
    >
      <h2 id={headingId}>{title}</h2>
      <p className="muted">{intro}</p>
      <form onSubmit={calculate} noValidate>
        {fields}
        <div className="calc-actions">
          <button type="submit" className="btn">
            {submitLabel}
          </button>
        </div>
      </form>
      {children}
    </section>
  );
}

/** One copyable row of a result list. */
export function copyRow(label: string, value: string, copyWhat: string, primary = false) {
  return { label, value, copyText: value, copyWhat, primary };
}
