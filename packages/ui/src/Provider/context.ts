import {
  createContext,
  useContext,
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

export interface UIContextValue {
  link: LinkComponent | 'a';
  /** Where dialogs, menus, toasts and popovers mount: inside the themed root. */
  portalContainer: HTMLElement | null;
  dir: 'ltr' | 'rtl';
  /** False only outside any UIProvider; a nested provider keeps the outer toaster. */
  inProvider: boolean;
}

export const UIContext = createContext<UIContextValue>({
  link: 'a',
  portalContainer: null,
  dir: 'ltr',
  inProvider: false,
});

export function useUI() {
  return useContext(UIContext);
}

/** The element portaled content mounts in, or `undefined` (Radix then uses `document.body`). */
export function usePortalContainer() {
  return useContext(UIContext).portalContainer ?? undefined;
}
