import { type FormEvent, type KeyboardEvent, useId } from 'react';

interface Props {
  text: string;
  onTextChange(text: string): void;
  onVisualize(): void;
  onLoadExample(): void;
  onClear(): void;
}

/** The deed text area and its three buttons (docs/product.md#pages). Ctrl+Enter visualises from the keyboard. */
export function DeedInputCard({ text, onTextChange, onVisualize, onLoadExample, onClear }: Props) {
  const fieldId = useId();
  const hintId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onVisualize();
  };
  const shortcut = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onVisualize();
    }
  };
  return (
    <section className="card survey-input" aria-labelledby={`${fieldId}-heading`}>
      <h2 id={`${fieldId}-heading`}>Deed Description</h2>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={fieldId}>Paste the metes and bounds description</label>
          <textarea
            id={fieldId}
            value={text}
            onChange={(event) => onTextChange(event.target.value)}
            onKeyDown={shortcut}
            rows={9}
            spellCheck={false}
            aria-describedby={hintId}
            placeholder={'Beginning at the NW corner of ...; thence N 89°45\'10" E 660.00 feet; thence ...'}
          />
          <span className="field-hint" id={hintId}>
            Bearings like N 45°30'15" E or "thence East a distance of 466.6 feet"; feet, chains, rods, links,
            varas, meters or yards. Reading stops at "less and except".
          </span>
        </div>
        <div className="row">
          <button type="submit" className="btn">
            Visualize Tract
          </button>
          <button type="button" className="btn btn-secondary" onClick={onLoadExample}>
            Load Example
          </button>
          <button type="button" className="btn btn-secondary" onClick={onClear}>
            Clear
          </button>
        </div>
      </form>
    </section>
  );
}
