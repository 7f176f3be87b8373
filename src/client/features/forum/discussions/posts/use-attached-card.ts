import { useEffect, useState } from 'react';
import type { AttachedCard } from './attached-card';

/**
 * The card a calculator's "Ask the community" link attaches, with a way to take it off. The calculators'
 * code that computes it is loaded only when the link carries a card, so the forum pages stay small.
 */
export function useAttachedCard(link: string | null) {
  const [card, setCard] = useState<AttachedCard | null>(null);
  useEffect(() => {
    if (!link) return;
    let live = true;
    void import('./attached-card').then((module) => {
      if (live) setCard(module.attachedCardFrom(link));
    });
    return () => {
      live = false;
    };
  }, [link]);
  return { card, remove: () => setCard(null) };
}
