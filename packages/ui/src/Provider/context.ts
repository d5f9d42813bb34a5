import {
  createContext,
  useContext,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

/** What the provider's link component receives: an `href` and ordinary anchor attributes. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/** A router's link adapted to `href` (the ui package never imports a router). */
export type LinkComponent = ComponentType<LinkComponentProps>;

/**
 * Where dialogs, menus, toasts and popovers mount: an element inside the themed root, known once the provider has
 * mounted. Held outside React state, so that it arriving changes no context value: a context change reaching a
 * part of a prerendered page that is still waiting for its code would make React throw that part's HTML away.
 * The parts that portal subscribe to it (`usePortalContainer`).
 */
export interface PortalTarget {
  get: () => HTMLElement | null;
  set: (element: HTMLElement | null) => void;
  subscribe: (onChange: () => void) => () => void;
}

export function createPortalTarget(): PortalTarget {
  let element: HTMLElement | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => element,
    set: (next) => {
      if (next === element) return;
      element = next;
      for (const listener of listeners) listener();
    },
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

const noPortalTarget: PortalTarget = {
  get: () => null,
  set: () => {},
  subscribe: () => () => {},
};

export interface UIContextValue {
  link: LinkComponent | 'a';
  portals: PortalTarget;
  dir: 'ltr' | 'rtl';
  /** False only outside any UIProvider; a nested provider keeps the outer toaster. */
  inProvider: boolean;
  /** What an overlay says when its code could not be loaded (`OverlayLabels`); a nested provider keeps the outer's. */
  overlayLabels?: OverlayLabels;
}

/**
 * The words of an overlay (a dialog) whose code, loaded when it first opens, did not come (offline, a new
 * deployment): from the app's catalogue, as the toaster's.
 */
export interface OverlayLabels {
  /** Said in the dialog's frame. */
  loadFailed: string;
  /** The button that asks for the code again. */
  retry: string;
}

export const UIContext = createContext<UIContextValue>({
  link: 'a',
  portals: noPortalTarget,
  dir: 'ltr',
  inProvider: false,
});

export function useUI() {
  return useContext(UIContext);
}

const noElement = () => null;

/** The element portaled content mounts in, or `undefined` (Radix then uses `document.body`). */
export function usePortalContainer(): HTMLElement | undefined {
  const { portals } = useContext(UIContext);
  return useSyncExternalStore(portals.subscribe, portals.get, noElement) ?? undefined;
}
