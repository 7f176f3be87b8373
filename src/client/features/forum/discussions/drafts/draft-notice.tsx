import type { DraftControl } from './use-draft';

/** "Draft restored · Discard" and whether the latest text is saved. */
export function DraftNotice({ draft, onDiscard }: { draft: DraftControl; onDiscard(): void }) {
  return (
    <div className="draft-notice">
      {draft.offered && (
        <section className="draft-offer" aria-label="Your saved draft">
          <p>
            You have a saved draft
            {draft.offered.title.trim() ? ` (“${draft.offered.title.trim()}”)` : ''}. Use it instead of this
            text, or keep this text?
          </p>
          <div className="row">
            <button type="button" className="btn btn-secondary btn-small" onClick={draft.takeOffered}>
              Use my saved draft
            </button>
            <button type="button" className="btn btn-secondary btn-small" onClick={draft.keepCurrent}>
              Keep this text
            </button>
          </div>
        </section>
      )}
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
