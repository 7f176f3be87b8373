import {
  type KeyboardEvent,
  lazy,
  type Ref,
  Suspense,
  type SyntheticEvent,
  useCallback,
  useId,
  useRef,
  useState,
} from 'react';
import { LIMITS } from '../../../../../shared/constants';
import { ComposerPreview } from './composer-preview';
import { ComposerToolbar, formatShortcut, formatTextarea } from './composer-toolbar';
import { findMentionQuery, insertMention, type MentionQuery } from './mention-query';
import type { MentionKeyHandler } from './mention-suggestions';
import '../../../../styles/composer.css';

// The @mention list loads the first time it is needed: the thread page's script budget is nearly full.
const MentionSuggestions = lazy(() => import('./mention-suggestions'));

/**
 * A text area for post content (docs/product.md#writing-tools): Write and Preview tabs, a formatting toolbar
 * and a short hint. The preview is rendered by the server, exactly as the post will be shown.
 */
export function MarkdownField({
  label,
  value,
  onChange,
  rows = 6,
  textareaRef,
  disabled,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  rows?: number;
  /** Kept for callers of the earlier toggle; the Preview tab is always there now. */
  preview?: boolean;
  textareaRef?: Ref<HTMLTextAreaElement>;
  disabled?: boolean;
}) {
  const id = useId();
  const own = useRef<HTMLTextAreaElement | null>(null);
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [mention, setMention] = useState<MentionQuery | null>(null);
  const [activeOption, setActiveOption] = useState<string | null>(null);
  // Escape closes the list until the text changes again.
  const dismissed = useRef(false);
  const mentionKeys = useRef<MentionKeyHandler | null>(null);
  const followCaret = (event: SyntheticEvent<HTMLTextAreaElement>) => {
    if (dismissed.current) return;
    const element = event.currentTarget;
    const next = findMentionQuery(element.value, element.selectionStart);
    setMention((old) =>
      old?.start === next?.start && old?.end === next?.end && old?.prefix === next?.prefix ? old : next,
    );
  };
  const closeMention = useCallback(() => {
    dismissed.current = true;
    setMention(null);
  }, []);
  const chooseMention = (username: string) => {
    const element = own.current;
    if (!mention || !element) return;
    const next = insertMention(element.value, mention, username);
    onChange(next.text);
    setMention(null);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(next.caret, next.caret);
    });
  };
  const setRefs = (element: HTMLTextAreaElement | null) => {
    own.current = element;
    if (typeof textareaRef === 'function') textareaRef(element);
    else if (textareaRef) textareaRef.current = element;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (mention && mentionKeys.current?.(event)) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    const kind = formatShortcut(event);
    if (!kind) return;
    event.preventDefault();
    formatTextarea(event.currentTarget, kind, onChange);
  };
  const choose = (next: 'write' | 'preview') => {
    setTab(next);
    if (next === 'write') requestAnimationFrame(() => own.current?.focus());
  };
  // Arrow keys move between the two tabs, as screen-reader users expect of a tab list.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = tab === 'write' ? 'preview' : 'write';
    setTab(next);
    document.getElementById(`${id}-${next}-tab`)?.focus();
  };

  return (
    <div className="field markdown-field">
      <div className="composer-head">
        <label htmlFor={id}>{label}</label>
        <div className="composer-tabs" role="tablist" aria-label="Write or preview">
          {(['write', 'preview'] as const).map((name) => (
            <button
              key={name}
              id={`${id}-${name}-tab`}
              type="button"
              role="tab"
              className="composer-tab"
              aria-selected={tab === name}
              aria-controls={`${id}-${name}`}
              tabIndex={tab === name ? 0 : -1}
              onClick={() => choose(name)}
              onKeyDown={onTabKey}
            >
              {name === 'write' ? 'Write' : 'Preview'}
            </button>
          ))}
        </div>
      </div>
      <div id={`${id}-write`} role="tabpanel" aria-labelledby={`${id}-write-tab`} hidden={tab !== 'write'}>
        <ComposerToolbar textarea={own} controls={id} onChange={onChange} disabled={disabled} />
        <textarea
          id={id}
          ref={setRefs}
          value={value}
          rows={rows}
          maxLength={LIMITS.contentMax}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          aria-autocomplete={mention ? 'list' : undefined}
          aria-controls={mention && activeOption ? `${id}-mentions` : undefined}
          aria-activedescendant={mention && activeOption ? activeOption : undefined}
          onChange={(e) => {
            dismissed.current = false;
            onChange(e.target.value);
            followCaret(e);
          }}
          onSelect={followCaret}
          onBlur={() => setMention(null)}
          onKeyDown={onKeyDown}
        />
        {mention && (
          <Suspense fallback={null}>
            <MentionSuggestions
              prefix={mention.prefix}
              listId={`${id}-mentions`}
              keyHandler={mentionKeys}
              onChoose={chooseMention}
              onDismiss={closeMention}
              onActiveChange={setActiveOption}
            />
          </Suspense>
        )}
        <span id={`${id}-hint`} className="field-hint">
          Select words and press a button above to format them, or type **bold**, *italic*, a line starting
          with - for a list, &gt; for a quote. Web addresses become links. Preview shows the post as it will
          appear.
        </span>
      </div>
      <section
        id={`${id}-preview`}
        role="tabpanel"
        aria-labelledby={`${id}-preview-tab`}
        className="markdown-preview-box"
        hidden={tab !== 'preview'}
      >
        {tab === 'preview' && <ComposerPreview content={value} active />}
      </section>
    </div>
  );
}
