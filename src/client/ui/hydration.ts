import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';

// The server renders every public page as a guest would see it, with times as dates, and the browser adopts
// that markup with hydrateRoot (docs/decisions/034-react-rendered-once.md). A component's first render in
// the browser must therefore draw exactly what the server drew; what depends on this browser (the stored
// session, the clock, its settings) fills in right after. React adopts a page in parts (each Suspense
// boundary when it is ready), so only React can say whether a given render is adopting server markup:
// useSyncExternalStore answers with its server snapshot in exactly those renders.

const noSubscription = () => () => {};

/**
 * False on the server and while React adopts this component's server markup, true in every other render;
 * React renders the component once more, with true, right after adopting it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

// The page's shell (everything outside Suspense boundaries) is adopted in one commit; tasks that must wait
// for it (a member's own answers) run then.
let adoptingShell = false;
const afterShell: (() => void)[] = [];

/** Called by the entry before hydrateRoot. */
export function startAdopting(): void {
  adoptingShell = true;
}

/** Runs `task` once the server page's shell has been adopted (at once when there is none to adopt). */
export function whenHydrated(task: () => void): void {
  if (adoptingShell) afterShell.push(task);
  else task();
}

/** Rendered last in the app's root. */
export function HydrationEnd(): null {
  useLayoutEffect(() => {
    adoptingShell = false;
  }, []);
  // After the adopted page is painted: the tasks may change what it shows.
  useEffect(() => {
    for (const task of afterShell.splice(0)) task();
  }, []);
  return null;
}

/**
 * Rendered after a page's content (inside the same Suspense boundary): marks the document once React has
 * adopted or drawn the page, for tests and tools that must wait for it (`html[data-hydrated]`).
 */
export function PageAdopted(): null {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
