import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<Id extends string> {
  id: Id;
  label: ReactNode;
}

export interface TabsProps<Id extends string> {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern): one tab stop, arrow keys, Home and End move between
 * tabs and select them; the panel is labelled by its tab.
 */
export function Tabs<Id extends string>({ label, tabs, selected, onSelect, children }: TabsProps<Id>) {
  const base = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (id: Id) => `${base}-tab-${id}`;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const next = { ArrowRight: index + 1 > last ? 0 : index + 1, ArrowLeft: index - 1 < 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[next];
    if (!target) return;
    onSelect(target.id);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  }

  return (
    <div className="tabs">
      <div ref={listRef} className="tabs-list" role="tablist" aria-label={label} onKeyDown={handleKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={tabId(tab.id)}
            type="button"
            role="tab"
            className="tabs-tab"
            aria-selected={tab.id === selected}
            aria-controls={`${base}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={`${base}-panel`} className="tabs-panel" role="tabpanel" aria-labelledby={tabId(selected)}>
        {children}
      </div>
    </div>
  );
}
