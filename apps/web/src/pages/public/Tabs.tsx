import { useRef, type KeyboardEvent } from 'react';

interface TabListProps<T extends string> {
  readonly tabs: readonly T[];
  readonly active: T;
  readonly onSelect: (tab: T) => void;
  readonly label: (tab: T) => string;
  /** Tab ids are `${idPrefix}-tab-${tab}`, panel ids `${idPrefix}-panel-${tab}`. */
  readonly idPrefix: string;
  readonly ariaLabel: string;
  readonly className?: string;
}

export const tabId = (prefix: string, tab: string) => `${prefix}-tab-${tab}`;
export const panelId = (prefix: string, tab: string) => `${prefix}-panel-${tab}`;

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs and select them. */
export function TabList<T extends string>({ tabs, active, onSelect, label, idPrefix, ariaLabel, className }: TabListProps<T>) {
  const refs = useRef(new Map<T, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(active);
    const next: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowDown: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      ArrowUp: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target];
    onSelect(tab);
    refs.current.get(tab)?.focus();
  };

  return (
    <div role="tablist" aria-label={ariaLabel} className={`tabs ${className ?? ''}`.trim()} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab === active;
        return (
          <button
            key={tab}
            ref={(el) => {
              if (el) refs.current.set(tab, el);
              else refs.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab)}
            aria-selected={selected}
            aria-controls={panelId(idPrefix, tab)}
            tabIndex={selected ? 0 : -1}
            className={`tabs__tab${selected ? ' is-active' : ''}`}
            data-testid={`${idPrefix}-tab-${tab}`}
            onClick={() => onSelect(tab)}
          >
            {label(tab)}
          </button>
        );
      })}
    </div>
  );
}
