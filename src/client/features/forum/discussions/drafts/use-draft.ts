import { useCallback, useEffect, useRef, useState } from 'react';
import type { Draft } from '../../../../../shared/contracts/members';
import { api } from '../../../../api/api-client';

// Drafts (docs/product.md#members-and-documents, decision 024): saved on the server 1.5 s after the last
// keystroke and when the page is hidden, offered back when the member returns, dropped by posting.

const SAVE_AFTER_MS = 1500;

export interface DraftText {
  title: string;
  content: string;
}

export interface DraftControl {
  /** Set when a saved draft was put back into the composer. */
  restored: boolean;
  /**
   * A saved draft found while the composer already held other text (a calculator's "Ask the community"
   * brings its own): nothing is saved over it until the member chooses with takeOffered or keepCurrent.
   */
  offered: Draft | null;
  /** Puts the offered draft into the composer in place of its text. */
  takeOffered(): void;
  /** Keeps the composer's text; it is saved as the draft from then on. */
  keepCurrent(): void;
  /** 'saved' once the latest text is on the server. */
  status: 'idle' | 'saving' | 'saved' | 'failed';
  /** Deletes the draft; the caller empties its fields. */
  discard(): void;
  /** Before posting: no save is pending or in flight afterwards. */
  settle(): Promise<void>;
}

const same = (a: DraftText, b: DraftText) => a.title === b.title && a.content === b.content;

export function useDraft(key: string | null, text: DraftText, restore: (draft: Draft) => void): DraftControl {
  const [restored, setRestored] = useState(false);
  const [offered, setOffered] = useState<Draft | null>(null);
  const [status, setStatus] = useState<DraftControl['status']>('idle');
  // Nothing is saved before the stored draft is read, so an empty composer never erases it.
  const loaded = useRef(false);
  const [ready, setReady] = useState(false);
  const saved = useRef<DraftText>({ title: '', content: '' });
  const current = useRef(text);
  current.current = text;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<Promise<unknown>>(Promise.resolve());
  const restoreRef = useRef(restore);
  restoreRef.current = restore;

  // Offer back what was saved, only into an empty composer (never over text a link brought along).
  useEffect(() => {
    if (!key) return;
    loaded.current = false;
    setReady(false);
    let cancelled = false;
    api
      .get<{ draft: Draft | null }>(`/api/drafts/${key}`)
      .then(({ draft }) => {
        if (cancelled) return;
        const empty = !current.current.title.trim() && !current.current.content.trim();
        if (draft && empty) {
          saved.current = { title: draft.title, content: draft.content };
          restoreRef.current(draft);
          setRestored(true);
        } else if (draft && (draft.title.trim() || draft.content.trim()) && !same(draft, current.current)) {
          // Never written over unasked: the member chooses, and saving waits until then.
          saved.current = { title: draft.title, content: draft.content };
          setOffered(draft);
          return;
        }
        loaded.current = true;
        setReady(true);
      })
      .catch(() => {
        if (cancelled) return;
        loaded.current = true;
        setReady(true);
      });
    return () => {
      cancelled = true;
    };
  }, [key]);

  const save = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (!key || !loaded.current) return;
    const next = { ...current.current };
    if (same(next, saved.current)) return;
    setStatus('saving');
    const request = inFlight.current
      .then(() => api.put(`/api/drafts/${key}`, next))
      .then(() => {
        saved.current = next;
        setStatus('saved');
      })
      .catch(() => setStatus('failed'));
    inFlight.current = request;
  }, [key]);

  const { title, content } = text;
  useEffect(() => {
    if (!key || !ready || same({ title, content }, saved.current)) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(save, SAVE_AFTER_MS);
  }, [key, ready, title, content, save]);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden' && timer.current) save();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      clearTimeout(timer.current);
    };
  }, [save]);

  const takeOffered = useCallback(() => {
    if (!offered) return;
    restoreRef.current(offered);
    setOffered(null);
    setRestored(true);
    loaded.current = true;
    setReady(true);
  }, [offered]);

  const keepCurrent = useCallback(() => {
    setOffered(null);
    loaded.current = true;
    setReady(true);
  }, []);

  const discard = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    saved.current = { title: '', content: '' };
    setRestored(false);
    setStatus('idle');
    if (key) inFlight.current = inFlight.current.then(() => api.delete(`/api/drafts/${key}`)).catch(() => {});
  }, [key]);

  const settle = useCallback(async () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    await inFlight.current;
    // Posting deletes the draft on the server; the emptied composer then has nothing new to save.
    saved.current = { title: '', content: '' };
    setRestored(false);
    setStatus('idle');
  }, []);

  return { restored, offered, takeOffered, keepCurrent, status, discard, settle };
}
