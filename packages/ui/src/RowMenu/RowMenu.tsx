import {
  cloneElement,
  Suspense,
  use,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent as ReactMouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { IconButton } from '../IconButton/IconButton';
import { MoreIcon } from '../icons/icons';
import { deferredModule, useDeferredStatus } from '../lazy/deferred';
import { noIntent, standInTriggerProps, type Intent } from '../lazy/take-over';

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

/** Shift+F10 and the context-menu key open a focused row's menu, as a right-click does. */
export function isContextMenuKey(event: KeyboardEvent) {
  return event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10');
}

export function openAtElement(element: HTMLElement) {
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

/**
 * Radix's menus with their popper (floating-ui): loaded when a row or its options button is first pointed at or
 * focused (issue 32). Until then each menu's trigger is a stand-in that looks and reads the same; the loaded
 * menu takes its place with the focus it had, and opens if it was asked to meanwhile.
 */
const radixMenus = deferredModule(() => import('./RowMenuRadix'));

/** Loads the row menus' code ahead of their first use. */
export const preloadRowMenus = () => radixMenus.load().then(() => undefined);

const useMenusLoaded = () => useDeferredStatus(radixMenus) === 'loaded';

/** What the stand-in was asked before the code came: kept per menu, read when the real one mounts. */
function useIntent() {
  const intentRef = useRef<Intent>(noIntent);
  const note = (next: Partial<Intent>) => {
    intentRef.current = { ...intentRef.current, ...next };
    void preloadRowMenus();
  };
  return { intentRef, note };
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
    onContextMenu?: (event: ReactMouseEvent<HTMLElement>) => void;
    onPointerOver?: () => void;
    onFocus?: (event: FocusEvent<HTMLElement>) => void;
  }>;
}

/**
 * Opens `items` on right-click of the child, or with Shift+F10 / the context-menu key when the child has
 * keyboard focus (the child is made focusable).
 */
export function RowContextMenu({ items, label, children }: RowContextMenuProps) {
  const loaded = useMenusLoaded();
  const { intentRef, note } = useIntent();
  if (!items.length) return children;
  if (loaded)
    return (
      <Suspense>
        <LoadedContextMenu items={items} label={label} intent={() => intentRef.current}>
          {children}
        </LoadedContextMenu>
      </Suspense>
    );
  const props = children.props;
  return cloneElement(children, {
    tabIndex: 0,
    onPointerOver: () => {
      props.onPointerOver?.();
      note({});
    },
    // The row's own focus (React's focus events bubble: a control inside it, e.g. the options button, is not it).
    onFocus: (event: FocusEvent<HTMLElement>) => {
      props.onFocus?.(event);
      if (event.target === event.currentTarget) note({ focus: true });
    },
    onContextMenu: (event: ReactMouseEvent<HTMLElement>) => {
      props.onContextMenu?.(event);
      event.preventDefault();
      note({ open: 'pointer', at: { x: event.clientX, y: event.clientY } });
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      props.onKeyDown?.(event);
      if (isContextMenuKey(event)) {
        event.preventDefault();
        note({ focus: true, open: 'key', at: undefined });
      }
    },
  });
}

function LoadedContextMenu(props: RowContextMenuProps & { intent: () => Intent }) {
  const { RadixRowContextMenu } = use(radixMenus.load());
  return <RadixRowContextMenu {...props} />;
}

export interface RowOptionsMenuProps {
  /** The menu's items, in order; with none, the button is disabled. */
  items: readonly RowMenuItem[];
  /** The button's accessible name, e.g. 'Options for alice'. */
  label: string;
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * The options button pressed or focused before the menus' code came, by its label: the row around it is made
 * anew when the code comes (Radix's context menu takes the row), and the button with it, so what was asked of
 * the stand-in is kept here for the new button, which takes it once.
 */
let optionsIntent: { label: string; intent: Intent } | null = null;

function takeOptionsIntent(label: string): Intent {
  const intent = optionsIntent?.label === label ? optionsIntent.intent : noIntent;
  optionsIntent = null;
  return intent;
}

function noteOptionsIntent(label: string, next: Partial<Intent>) {
  const before = optionsIntent?.label === label ? optionsIntent.intent : noIntent;
  optionsIntent = { label, intent: { ...before, ...next } };
  void preloadRowMenus();
}

/** The same items behind an options button (Enter, Space or arrow keys open it). */
export function RowOptionsMenu({ items, label }: RowOptionsMenuProps) {
  const loaded = useMenusLoaded();
  if (loaded)
    return (
      <Suspense>
        <LoadedOptionsMenu items={items} label={label} intent={() => takeOptionsIntent(label)} />
      </Suspense>
    );
  // The trigger as Radix renders it while closed.
  return (
    <IconButton
      label={label}
      icon={<MoreIcon />}
      size="sm"
      variant="outline"
      disabled={!items.length}
      aria-haspopup="menu"
      aria-expanded="false"
      data-state="closed"
      data-disabled={items.length ? undefined : ''}
      {...standInTriggerProps((next) => noteOptionsIntent(label, next), OPENING_KEYS)}
    />
  );
}

function LoadedOptionsMenu(props: RowOptionsMenuProps & { intent: () => Intent }) {
  const { RadixRowOptionsMenu } = use(radixMenus.load());
  return <RadixRowOptionsMenu {...props} />;
}
