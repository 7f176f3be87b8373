import type { DraftControl } from './use-draft';

/** "Draft restored · Discard" and whether the latest text is saved. */
export function DraftNotice({ draft, onDiscard }: { draft: DraftControl; onDiscard(): void }) {
  return (
    <div className="draft-notice">
      {draft.restored && (
        <span className="draft-restored">
          Draft restored ·{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => {
              draft.discard();
              onDiscard();
            }}
          >
            Discard
          </button>
        </span>
      )}
      <span className="muted draft-status">
        {draft.status === 'saving'
          ? 'Saving draft…'
          : draft.status === 'saved'
            ? 'Draft saved'
            : draft.status === 'failed'
              ? 'The draft could not be saved; your text is still here.'
              : ''}
      </span>
    </div>
  );
}
