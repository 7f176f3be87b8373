import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { focusReplyBox, insertIntoReply, quoteBlock } from './reply-target';

// Quote (docs/product.md#mentions-quotes-and-replies): select words in a post and a Quote button appears
// under them; it adds a quote block naming the post to the reply box. Loaded only on thread pages of members.

interface Spot {
  top: number;
  left: number;
  postId: number;
  author: string;
  text: string;
}

const within = (node: Node | null) =>
  (node instanceof Element ? node : node?.parentElement)?.closest('.post-content') ?? null;

function selectedSpot(): Spot | null {
  const selection = document.getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  const content = within(range.startContainer);
  if (!content || content !== within(range.endContainer)) return null;
  const article = content.closest<HTMLElement>('article[data-author]');
  const text = selection.toString().trim();
  if (!article?.dataset.author || !text) return null;
  const box = range.getBoundingClientRect();
  const width = document.documentElement.clientWidth;
  return {
    top: box.bottom + window.scrollY + 8,
    left: Math.max(8, Math.min(box.left + window.scrollX, width - 120)),
    postId: Number(article.id.replace('post-', '')),
    author: article.dataset.author,
    text,
  };
}

export default function QuoteSelection() {
  const [spot, setSpot] = useState<Spot | null>(null);
  useEffect(() => {
    const update = () => setSpot(selectedSpot());
    // This part loads after the page: words may already be selected when it arrives.
    update();
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  }, []);
  if (!spot) return null;
  return createPortal(
    <button
      type="button"
      className="btn btn-small quote-button"
      // Distinct from the reply box's own Quote button, for screen readers and for tests.
      aria-label="Quote selected words"
      style={{ top: spot.top, left: spot.left }}
      // Keep the selection while the button is pressed (mouse and touch).
      onPointerDown={(event) => event.preventDefault()}
      onClick={() => {
        insertIntoReply(quoteBlock(spot.author, spot.postId, spot.text));
        document.getSelection()?.removeAllRanges();
        setSpot(null);
        focusReplyBox();
      }}
    >
      Quote
    </button>,
    document.body,
  );
}
