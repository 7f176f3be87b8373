import { useLayoutEffect } from 'react';
import { useNavigate } from 'react-router';
import { useDialogs } from '../../../ui/dialogs';
import { focusElement, SEARCH_BOX } from './focus';

// Keyboard shortcuts (docs/product.md#keyboard-shortcuts): `?` lists them, `/` search, `j`/`k` next and
// previous post, `r` reply. Only this listener loads with every page; what a key does loads on first use.
const KEYS = '?/jkr';

export function KeyboardShortcuts() {
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const run = (key: string) => {
    if (key === '?') return void dialogs.alert(<ShortcutList />, 'Keyboard shortcuts');
    // A search box on the page takes the keyboard at once, in this keydown: the letters typed next go into
    // it, where they were lost while the actions' chunk loaded on a first `/`.
    const box = key === '/' ? document.querySelector<HTMLElement>(SEARCH_BOX) : null;
    if (box) return focusElement(box);
    void import('./shortcut-actions').then((actions) => actions.runShortcut(key, navigate));
  };

  // Attached in the commit that draws the page, not after the next paint: a key pressed as soon as the
  // posts show must not be lost.
  // biome-ignore lint/correctness/useExhaustiveDependencies: run only closes over dialogs and navigate
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (
        event.key.length !== 1 ||
        !KEYS.includes(event.key) ||
        event.ctrlKey ||
        event.metaKey ||
        event.altKey ||
        event.defaultPrevented ||
        target.isContentEditable ||
        target.closest?.('input, textarea, select, [contenteditable]') ||
        document.querySelector('dialog[open]')
      )
        return;
      event.preventDefault();
      run(event.key);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [dialogs, navigate]);

  return (
    <button type="button" className="btn-link shortcuts-hint" onClick={() => run('?')}>
      Keyboard shortcuts (?)
    </button>
  );
}

const ROWS = [
  ['?', 'Show this list'],
  ['/', 'Search the discussions'],
  ['j', 'Next post in a thread'],
  ['k', 'Previous post in a thread'],
  ['r', 'Write a reply in a thread'],
];

function ShortcutList() {
  return (
    <>
      <dl className="shortcut-list">
        {ROWS.map(([key, what]) => (
          <div key={key}>
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <p>They do nothing while you are typing in a box.</p>
    </>
  );
}
