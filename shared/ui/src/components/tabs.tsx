import { css, type Theme } from '@emotion/react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: ReactNode;
}

export interface TabsProps {
  label: string;
  tabs: readonly TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/** WAI-ARIA tabs: one tab stop, arrow keys move between tabs, Home/End jump to the ends. */
export function Tabs({ label, tabs, selected, onSelect, children }: TabsProps) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  );

  const move = (to: number) => {
    const next = (to + tabs.length) % tabs.length;
    onSelect(tabs[next]!.id);
    refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(index + 1),
      ArrowLeft: () => move(index - 1),
      Home: () => move(0),
      End: () => move(tabs.length - 1),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  return (
    <div>
      <div role="tablist" aria-label={label} css={list} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={i === index}
            aria-controls={`${base}-panel`}
            tabIndex={i === index ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            css={tabStyle}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-tab-${tabs[index]?.id}`}
        tabIndex={0}
        css={panel}
      >
        {children}
      </div>
    </div>
  );
}

const list = (theme: Theme) => css`
  display: flex;
  gap: ${theme.space[1]};
  border-bottom: 1px solid ${theme.color.border};
`;

const tabStyle = (theme: Theme) => css`
  padding: ${theme.space[2]} ${theme.space[4]};
  font: inherit;
  color: ${theme.color.textMuted};
  background: none;
  border: 0;
  border-bottom: 3px solid transparent;
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${theme.color.primary};
    border-bottom-color: ${theme.color.primary};
    font-weight: ${theme.fontWeight.medium};
  }
`;

const panel = (theme: Theme) => css`
  padding-top: ${theme.space[4]};
`;
