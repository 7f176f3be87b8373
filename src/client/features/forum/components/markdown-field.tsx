import { type Ref, useId, useState } from 'react';
import { LIMITS } from '../../../../shared/constants';
import { MarkdownContent } from './markdown-content';

/** A text area for post content, with a short formatting hint and an optional preview. */
export function MarkdownField({
  label,
  value,
  onChange,
  rows = 6,
  preview = false,
  textareaRef,
  disabled,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  rows?: number;
  preview?: boolean;
  textareaRef?: Ref<HTMLTextAreaElement>;
  disabled?: boolean;
}) {
  const id = useId();
  const [showPreview, setShowPreview] = useState(false);
  return (
    <div className="field markdown-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        ref={textareaRef}
        value={value}
        rows={rows}
        maxLength={LIMITS.contentMax}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
      />
      <span id={`${id}-hint`} className="field-hint">
        Formatting: **bold**, *italic*, a line starting with - for a list, &gt; for a quote. Web addresses
        become links.
      </span>
      {preview && (
        <div className="markdown-preview">
          <button
            type="button"
            className="btn btn-secondary btn-small"
            aria-expanded={showPreview}
            aria-controls={`${id}-preview`}
            onClick={() => setShowPreview((v) => !v)}
          >
            {showPreview ? 'Hide preview' : 'Show preview'}
          </button>
          <section
            id={`${id}-preview`}
            className="markdown-preview-box"
            aria-label="Preview"
            hidden={!showPreview}
          >
            {showPreview &&
              (value.trim() ? (
                <MarkdownContent source={value} />
              ) : (
                <p className="muted">Nothing to preview yet.</p>
              ))}
          </section>
        </div>
      )}
    </div>
  );
}
