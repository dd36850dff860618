import { css, type Theme } from '@emotion/react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: ReactNode;
}

export interface TabsProps {
  /** Names the tab list for screen readers (translated). */
  label: string;
  tabs: readonly TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: the tab list is one Tab stop (roving tabindex), Left/Right move
 * and select (wrapping), Home/End jump to the ends; the panel is labelled by its tab.
 */
export function Tabs({ label, tabs, selected, onSelect, children }: TabsProps) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  );
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;

  const move = (to: number) => {
    const next = (to + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    refs.current[next]?.focus();
  };
  const keys: Record<string, () => void> = {
    ArrowRight: () => move(index + 1),
    ArrowLeft: () => move(index - 1),
    Home: () => move(0),
    End: () => move(tabs.length - 1),
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} css={list}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={i === index}
            // Only the selected tab's panel is in the page, so only it may point at one.
            aria-controls={i === index ? panelId : undefined}
            tabIndex={i === index ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={onKeyDown}
            css={tabStyle}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(tabs[index]?.id ?? '')} tabIndex={0} css={panel}>
        {children}
      </div>
    </div>
  );
}

const list = (theme: Theme) => css`
  display: flex;
  gap: ${theme.space[1]};
  overflow-x: auto;
  border-bottom: ${theme.borderWidth.thin} solid ${theme.color.border};
`;

const tabStyle = (theme: Theme) => css`
  flex: none;
  min-height: ${theme.size.tapTargetMin};
  padding: ${theme.space[2]} ${theme.space[4]};
  font: inherit;
  color: ${theme.color.textMuted};
  background: none;
  border: 0;
  border-bottom: ${theme.borderWidth.thick} solid transparent;
  cursor: pointer;
  &:hover {
    color: ${theme.color.text};
  }
  &[aria-selected='true'] {
    color: ${theme.color.primary};
    border-bottom-color: ${theme.color.primary};
    font-weight: ${theme.fontWeight.medium};
  }
`;

const panel = (theme: Theme) => css`
  padding-top: ${theme.space[4]};
`;
