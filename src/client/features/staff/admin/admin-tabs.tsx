import { type KeyboardEvent, type ReactNode, useRef } from 'react';

export interface TabDefinition<Id extends string> {
  id: Id;
  label: string;
}

/**
 * A WAI-ARIA tablist: one tab in the Tab order, arrow keys move between tabs (and select them), Home and
 * End jump to the ends. The panel is labelled by its tab.
 */
export function AdminTabs<Id extends string>({
  tabs,
  selected,
  onSelect,
  label,
  children,
}: {
  tabs: readonly TabDefinition<Id>[];
  selected: Id;
  onSelect(id: Id): void;
  label: string;
  children: ReactNode;
}) {
  const refs = useRef(new Map<Id, HTMLButtonElement>());
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.id === selected),
  );

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length];
    if (!next) return;
    onSelect(next.id);
    refs.current.get(next.id)?.focus();
  }

  return (
    <>
      <div className="admin-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) refs.current.set(tab.id, element);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`tab-${tab.id}`}
              aria-selected={active}
              // Only the selected panel exists, and aria-controls must point at an element that does.
              aria-controls={active ? `panel-${tab.id}` : undefined}
              tabIndex={active ? 0 : -1}
              className="admin-tab"
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`panel-${selected}`}
        aria-labelledby={`tab-${selected}`}
        className="admin-panel"
      >
        {children}
      </div>
    </>
  );
}
