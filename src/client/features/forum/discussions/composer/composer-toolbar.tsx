import type { RefObject } from 'react';
import { flushSync } from 'react-dom';
import { applyFormat, type FormatKind } from './composer-format';

// The formatting toolbar above the reply box and the new-thread form (docs/product.md#writing-tools): plain
// words on the buttons for members who do not know Markdown; each inserts the Markdown it stands for.

const BUTTONS: { kind: FormatKind; label: string; keys?: string }[] = [
  { kind: 'bold', label: 'Bold', keys: 'Control+B' },
  { kind: 'italic', label: 'Italic', keys: 'Control+I' },
  { kind: 'link', label: 'Link', keys: 'Control+K' },
  { kind: 'quote', label: 'Quote' },
  { kind: 'list', label: 'List' },
  { kind: 'code', label: 'Code' },
];

/** Applies one format to the text area's selection, then puts the caret back where the member continues. */
export function formatTextarea(
  textarea: HTMLTextAreaElement,
  kind: FormatKind,
  onChange: (value: string) => void,
): void {
  const edit = applyFormat(textarea.value, textarea.selectionStart, textarea.selectionEnd, kind);
  // React writes the new value at once, so the selection is set before the next key press: with the
  // selection set a frame later, the first letter typed after Link landed after the link instead of in it.
  flushSync(() => onChange(edit.value));
  textarea.focus();
  textarea.setSelectionRange(edit.start, edit.end);
}

/** Ctrl/⌘ + B, I or K inside the text area. */
export function formatShortcut(event: React.KeyboardEvent<HTMLTextAreaElement>): FormatKind | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return null;
  const key = event.key.toLowerCase();
  return key === 'b' ? 'bold' : key === 'i' ? 'italic' : key === 'k' ? 'link' : null;
}

/** Left and Right arrows move between the buttons, as in any toolbar. */
function moveAlongToolbar(event: React.KeyboardEvent<HTMLDivElement>): void {
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
  const buttons = [...event.currentTarget.querySelectorAll('button')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  event.preventDefault();
  const step = event.key === 'ArrowRight' ? 1 : -1;
  buttons[(at + step + buttons.length) % buttons.length]?.focus();
}

export function ComposerToolbar({
  textarea,
  controls,
  onChange,
  disabled,
}: {
  textarea: RefObject<HTMLTextAreaElement | null>;
  controls: string;
  onChange(value: string): void;
  disabled?: boolean;
}) {
  return (
    <div className="composer-toolbar" role="toolbar" aria-label="Formatting" onKeyDown={moveAlongToolbar}>
      {BUTTONS.map((button) => (
        <button
          key={button.kind}
          type="button"
          className={`composer-tool composer-tool-${button.kind}`}
          aria-controls={controls}
          aria-keyshortcuts={button.keys}
          title={button.keys ? `${button.label} (${button.keys.replace('Control', 'Ctrl')})` : button.label}
          disabled={disabled}
          // Keep the text area's selection: a mouse press on the button would otherwise move focus first.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (textarea.current) formatTextarea(textarea.current, button.kind, onChange);
          }}
        >
          {button.label}
        </button>
      ))}
    </div>
  );
}
