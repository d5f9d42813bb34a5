import { ContextMenu, DropdownMenu } from 'radix-ui';
import { cloneElement, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton';
import { MoreIcon } from '../icons/icons';
import { usePortalContainer } from '../Provider/context';
import * as styles from './RowMenu.css';

// Menus are non-modal: the page stays in the accessibility tree (no aria-hidden on it) while focus moves
// into the menu and Escape or a click outside closes it.

/** One action of a row's menu: the same list feeds the right-click menu and the options button. */
export interface RowMenuItem {
  /** A stable key for the item. */
  id: string;
  /** The item's text, e.g. 'Renew Membership'. */
  label: ReactNode;
  /** Called when the item is chosen (click, Enter or Space); the menu closes. */
  onSelect: () => void;
  /** `danger` for an action that takes something away (e.g. 'Deactivate Member'): red text. */
  tone?: 'default' | 'danger';
  /** Shown but not selectable; the arrows skip it. */
  disabled?: boolean;
  /** A decorative icon before the label. */
  icon?: ReactNode;
}

type ItemPrimitive = typeof ContextMenu.Item | typeof DropdownMenu.Item;

function renderItems(Item: ItemPrimitive, items: readonly RowMenuItem[]) {
  return items.map((item) => (
    <Item
      key={item.id}
      className={styles.item}
      data-tone={item.tone ?? 'default'}
      disabled={item.disabled}
      onSelect={item.onSelect}
    >
      {item.icon ? (
        <span className={styles.itemIcon} aria-hidden>
          {item.icon}
        </span>
      ) : null}
      {item.label}
    </Item>
  ));
}

/** Shift+F10 and the context-menu key open a focused row's menu, as a right-click does. */
export function isContextMenuKey(event: KeyboardEvent) {
  return event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');
}

function openAtElement(element: HTMLElement) {
  const rect = element.getBoundingClientRect();
  element.dispatchEvent(
    new MouseEvent('contextmenu', {
      bubbles: true,
      cancelable: true,
      clientX: rect.left + Math.min(rect.width / 2, 160),
      clientY: rect.top + rect.height,
    }),
  );
}

export interface RowContextMenuProps {
  /** The menu's items, in order; with none, the child renders alone, with no menu. */
  items: readonly RowMenuItem[];
  /** Menu's accessible name, e.g. 'Actions for alice'. */
  label: string;
  /** The row (or any element taking a ref, `tabIndex` and `onKeyDown`). */
  children: ReactElement<{
    tabIndex?: number;
    onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  }>;
}

/**
 * Opens `items` on right-click of the child, or with Shift+F10 / the context-menu key when the child has
 * keyboard focus (the child is made focusable).
 */
export function RowContextMenu({ items, label, children }: RowContextMenuProps) {
  const container = usePortalContainer();
  if (!items.length) return children;
  const child = cloneElement(children, {
    tabIndex: 0,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      children.props.onKeyDown?.(event);
      if (isContextMenuKey(event)) {
        event.preventDefault();
        openAtElement(event.currentTarget);
      }
    },
  });
  return (
    <ContextMenu.Root modal={false}>
      <ContextMenu.Trigger asChild>{child}</ContextMenu.Trigger>
      <ContextMenu.Portal container={container}>
        <ContextMenu.Content className={styles.content} aria-label={label}>
          {renderItems(ContextMenu.Item, items)}
        </ContextMenu.Content>
      </ContextMenu.Portal>
    </ContextMenu.Root>
  );
}

export interface RowOptionsMenuProps {
  /** The menu's items, in order; with none, the button is disabled. */
  items: readonly RowMenuItem[];
  /** The button's accessible name, e.g. 'Options for alice'. */
  label: string;
}

/** The same items behind an options button (Enter, Space or arrow keys open it). */
export function RowOptionsMenu({ items, label }: RowOptionsMenuProps) {
  const container = usePortalContainer();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <IconButton
          label={label}
          icon={<MoreIcon />}
          size="sm"
          variant="outline"
          disabled={!items.length}
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={container}>
        <DropdownMenu.Content
          className={styles.content}
          align="end"
          sideOffset={4}
          aria-label={label}
        >
          {renderItems(DropdownMenu.Item, items)}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
