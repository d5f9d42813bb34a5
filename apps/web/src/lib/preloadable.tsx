import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { loadPageTexts, type PageTextName } from '../i18n/page-texts.ts';

/** What the panels ask of a part that loads later: load it ahead, and whether it is here. */
export interface LoadsLater {
  preload: () => Promise<object>;
  isLoaded: () => boolean;
}

/**
 * A component whose code loads when first shown (`React.lazy`), which can also be loaded ahead (`preload`): once
 * its code is here, it renders at once, without suspending. A panel's page the build prerendered is hydrated in
 * one pass this way (its route's `preload` loads the sub-page at its address, `preloadSubPage`): a part that
 * suspended would be hydrated later, after the panel's machines had started and moved on from what the HTML
 * shows. Each use keeps the form it mounted with (the code's own component, or the lazy one while it came): a
 * component that loaded meanwhile is not mounted again, its state and machines lost, at its parent's next render.
 */
export function preloadable<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  /** The page texts it shows (`i18n/page-texts.ts`), loaded with its code. */
  texts: readonly PageTextName[] = [],
): ComponentType<Props> & LoadsLater {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    loading ??= Promise.all([load(), loadPageTexts(texts)]).then(
      ([component]) => (loaded = component),
      (error: unknown) => {
        // Tried again at the next use (the network may be back).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: Props) {
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload, isLoaded: () => loaded !== undefined });
}

/**
 * A Suspense boundary around a part whose code may still be loading (`loaded` false when it mounted), and none
 * around one whose code is here: React hydrates what a boundary holds in a later pass of its own, after the rest
 * of the page is live and its machines have started (their data could then be on screen before the part is
 * hydrated, which React reports as a mismatch and renders over). Give it a `key` that changes with the part.
 */
export function LoadingBoundary({
  loaded,
  fallback,
  children,
}: {
  loaded: boolean;
  fallback: ReactNode;
  children: ReactNode;
}) {
  const [boundary] = useState(!loaded);
  return boundary ? <Suspense fallback={fallback}>{children}</Suspense> : children;
}
