import { lazy, type ComponentType } from 'react';
import { loadPageTexts, type PageTextName } from '../i18n/page-texts.ts';

/**
 * A component whose code loads when first shown (`React.lazy`), which can also be loaded ahead (`preload`): once
 * its code is here, it renders at once, without suspending. A panel's page the build prerendered is hydrated in
 * one pass this way (its route's loader preloads the sub-page at its address, `preloadSubPage`): a part that
 * suspended would be hydrated later, after the panel's machines had started and moved on from what the HTML
 * shows.
 */
export function preloadable<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  /** The page texts it shows (`i18n/page-texts.ts`), loaded with its code. */
  texts: readonly PageTextName[] = [],
): ComponentType<Props> & { preload: () => Promise<unknown> } {
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
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
