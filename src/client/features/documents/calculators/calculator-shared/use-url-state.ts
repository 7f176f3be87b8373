import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

// A link holding a 10,000-character expression would be refused by servers (431) and by mail programs,
// so a value longer than this stays on the page but is left out of the link.
const MAX_LINK_VALUE_LENGTH = 1000;
const WRITE_DELAY_MS = 400;

type Values<K extends string> = Readonly<Record<K, string>>;
type SetValues<K extends string> = Partial<Record<K, string>>;

export interface UrlState<K extends string> {
  /** Each key's value: from the link or the user, else its default. */
  readonly values: Values<K>;
  /** True when the key has a value of its own (typed, or in the link), false while it shows its default. */
  readonly isSet: (key: K) => boolean;
  readonly setValue: (key: K, value: string) => void;
  readonly setValues: (patch: SetValues<K>) => void;
  /** Writes the link now rather than after the typing pause (for a Calculate button). */
  readonly flush: () => void;
}

/**
 * A calculator's inputs kept in the page's query string, so a result can be shared as a link and opening
 * the link restores it. Typing updates the page at once and the link after a pause, with history
 * replaced (the Back button leaves the page instead of undoing keystrokes). Keys are only written once
 * set; keys of other code and unknown parameters are kept. Use one hook per page: `defaults` is read
 * once and its keys are the parameter names.
 */
export function useUrlState<K extends string>(defaults: Values<K>): UrlState<K> {
  const [searchParams, setSearchParams] = useSearchParams();
  const keys = useRef(Object.keys(defaults) as K[]).current;
  const [own, setOwn] = useState<SetValues<K>>(() => readKeys(searchParams, keys));
  const ownRef = useRef(own);
  const lastWritten = useRef(describeKeys(searchParams, keys));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const write = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const next = new URLSearchParams(window.location.search);
    for (const key of keys) {
      const value = ownRef.current[key];
      if (value === undefined || value.length > MAX_LINK_VALUE_LENGTH) next.delete(key);
      else next.set(key, value);
    }
    const described = describeKeys(next, keys);
    if (described === describeKeys(new URLSearchParams(window.location.search), keys)) return;
    lastWritten.current = described;
    setSearchParams(next, { replace: true, preventScrollReset: true });
  }, [keys, setSearchParams]);

  const setValues = useCallback(
    (patch: SetValues<K>) => {
      const next = { ...ownRef.current, ...patch };
      ownRef.current = next;
      setOwn(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(write, WRITE_DELAY_MS);
    },
    [write],
  );
  const setValue = useCallback(
    (key: K, value: string) => setValues({ [key]: value } as SetValues<K>),
    [setValues],
  );

  // The link changed without us (a menu link to this page, a pasted link): show what it says.
  useEffect(() => {
    const described = describeKeys(searchParams, keys);
    if (described === lastWritten.current) return;
    lastWritten.current = described;
    clearTimeout(timer.current);
    const fromLink = readKeys(searchParams, keys);
    ownRef.current = fromLink;
    setOwn(fromLink);
  }, [searchParams, keys]);

  // A write still pending when the page closes would land on the next page's URL.
  useEffect(() => () => clearTimeout(timer.current), []);

  const values = { ...defaults, ...own } as Values<K>;
  const isSet = useCallback((key: K) => own[key] !== undefined, [own]);
  return { values, isSet, setValue, setValues, flush: write };
}

function readKeys<K extends string>(params: URLSearchParams, keys: readonly K[]): SetValues<K> {
  const found: SetValues<K> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value !== null) found[key] = value;
  }
  return found;
}

function describeKeys(params: URLSearchParams, keys: readonly string[]): string {
  return JSON.stringify(keys.map((key) => params.get(key)));
}
