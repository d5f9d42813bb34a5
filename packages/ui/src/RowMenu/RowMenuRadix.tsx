import { ContextMenu, DropdownMenu } from 'radix-ui';
import { cloneElement, type KeyboardEvent } from 'react';
import { pressTrigger, useTakeOver, type Intent } from '../lazy/take-over';
import { IconButton } from '../IconButton/IconButton';
import { MoreIcon } from '../icons/icons';
import { usePortalContainer } from '../Provider/context';
import * as styles from './RowMenu.css';
import {
  isContextMenuKey,
  openAtElement,
  type RowContextMenuProps,
  type RowMenuItem,
  type RowOptionsMenuProps,
} from './RowMenu';

// Menus are non-modal: the page stays in the accessibility tree (no aria-hidden on it) while focus moves
// into the menu and Escape or a click outside closes it.

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

/** Radix's ContextMenu on a row (`RowContextMenu` in `RowMenu.tsx` until this module has loaded). */
export function RadixRowContextMenu({
  items,
  label,
  children,
  intent,
}: RowContextMenuProps & { intent: () => Intent }) {
  const container = usePortalContainer();
  const takeOver = useTakeOver<HTMLElement>(intent, (element, { at }) =>
    at
      ? element.dispatchEvent(
          new MouseEvent('contextmenu', {
            bubbles: true,
            cancelable: true,
            clientX: at.x,
            clientY: at.y,
          }),
        )
      : openAtElement(element),
  );
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
      <ContextMenu.Trigger asChild ref={takeOver}>
        {child}
      </ContextMenu.Trigger>
      <ContextMenu.Portal container={container}>
        <ContextMenu.Content className={styles.content} aria-label={label}>
          {renderItems(ContextMenu.Item, items)}
        </ContextMenu.Content>
      </ContextMenu.Portal>
    </ContextMenu.Root>
  );
}

/** Radix's DropdownMenu behind the options button (`RowOptionsMenu` in `RowMenu.tsx` until it has loaded). */
export function RadixRowOptionsMenu({
  items,
  label,
  intent,
}: RowOptionsMenuProps & { intent: () => Intent }) {
  const container = usePortalContainer();
  const takeOver = useTakeOver<HTMLButtonElement>(intent, (element, { open }) => {
    if (open) pressTrigger(element, open);
  });
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild ref={takeOver}>
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
