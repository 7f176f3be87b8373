import { useEffect, useRef, useState } from 'react';

/**
 * State a reader edits that starts from `source` and starts again from it whenever `source` changes (the
 * URL's search words after Back, the post number after a page turn). It does not reset when the component
 * first mounts: an effect that did would, a frame later, wipe what someone typed in that frame (a fast
 * typist after the `/` shortcut lost their first letter).
 */
export function useFollowingState<T>(source: T): [T, (next: T) => void] {
  const [value, setValue] = useState(source);
  const seen = useRef(source);
  useEffect(() => {
    if (Object.is(seen.current, source)) return;
    seen.current = source;
    setValue(source);
  }, [source]);
  return [value, setValue];
}
