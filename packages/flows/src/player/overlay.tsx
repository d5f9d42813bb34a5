import { createRoot, type Root } from 'react-dom/client';
import { RuntimePanel } from './Panel.tsx';
import { LINK_PARAM } from './protocol.ts';
import { FlowPlayerRuntime } from './runtime.ts';

/** The key that shows or hides the player over the app: Alt+Shift+F. */
export function isToggleKey(event: Pick<KeyboardEvent, 'altKey' | 'shiftKey' | 'code'>): boolean {
  return event.altKey && event.shiftKey && event.code === 'KeyF';
}

/**
 * `pnpm dev` only (apps/web/src/lib/inspector.ts imports this behind `import.meta.env.DEV`): a runtime that
 * watches the app's actors from the first render, and the panel over the page when the address has `?flows`
 * or on Alt+Shift+F. The live app has no fake calls, so it shows actors, their events and the timeline.
 */
let stopPrevious: (() => void) | undefined;

/** Takes the player off the page: its key, its panel and the panel's subscription to the runtime. */
export function stopFlowOverlay(): void {
  stopPrevious?.();
  stopPrevious = undefined;
}

export function startFlowOverlay(): FlowPlayerRuntime {
  // Started again (a module reloaded): one player, one key.
  stopFlowOverlay();
  const runtime = new FlowPlayerRuntime();
  let root: Root | undefined;
  let container: HTMLElement | undefined;
  const hide = () => {
    root?.unmount();
    container?.remove();
    root = undefined;
    container = undefined;
  };
  const show = () => {
    if (root) return;
    container = document.createElement('div');
    container.dataset.flowPlayer = '';
    document.body.append(container);
    root = createRoot(container);
    root.render(<RuntimePanel variant="overlay" runtime={runtime} onClose={hide} />);
  };
  const onKey = (event: KeyboardEvent) => {
    if (!isToggleKey(event)) return;
    event.preventDefault();
    if (root) hide();
    else show();
  };
  window.addEventListener('keydown', onKey);
  stopPrevious = () => {
    window.removeEventListener('keydown', onKey);
    hide();
  };
  if (new URLSearchParams(window.location.search).has(LINK_PARAM)) show();
  return runtime;
}
