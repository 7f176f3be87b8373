import { useEffect, useRef, useState } from 'react';

/**
 * State a reader edits that starts from `source` and starts again from it whenever `source` changes (the
 * URL's search words after Back, the post number after a page turn). It does not reset when the component
 * first mounts: an effect that did would, a frame later, wipe what someone typed in that frame (a fast
 * typist after the `/` shortcut lost their first letter).
 *
 * Back and Forward start it again too, from `fromHistory()` when given (read as the browser lands, e.g. the
 * words in the address it went to), else from the `source` last drawn. `source` alone would not do: when
 * Back comes so soon after a change that the router never drew the newer page (its navigations are
 * transitions, and the newer one replaces the older), or returns to an address that gives the same `source`
 * (newest first to oldest first at the same post), `source` never changes and the reader's edit would stay
 * shown over a page it does not describe.
 */
export function useFollowingState<T>(source: T, fromHistory?: () => T): [T, (next: T) => void] {
  const [value, setValue] = useState(source);
  const seen = useRef(source);
  useEffect(() => {
    if (Object.is(seen.current, source)) return;
    seen.current = source;
    setValue(source);
  }, [source]);
  const drawn = useRef({ source, fromHistory });
  useEffect(() => {
    drawn.current = { source, fromHistory };
  });
  useEffect(() => {
    const follow = () => {
      const { source, fromHistory } = drawn.current;
      setValue(fromHistory ? fromHistory() : source);
    };
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  return [value, setValue];
}
