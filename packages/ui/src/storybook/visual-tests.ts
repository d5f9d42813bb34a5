// The offline visual baselines' one test body (packages/ui/src/stories.visual.tsx for the design system,
// apps/web/src/visual/*.visual.tsx for the pages, each on its own preview): every story that opts in to snapshots
// (`chromatic: { disableSnapshot: false }`, the switch Chromatic reads) is rendered in Chromium with its play
// function and compared with the committed screenshot; a story with Chromatic modes once per mode's viewport, and
// once per language the caller asks for (`locales`: the `locale` global, right to left in Arabic).
import { composeStories, composeStory } from '@storybook/react-vite';
import { afterEach, describe, expect, test } from 'vitest';
import { commands, page } from 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Another page in front of the test's: the test's loses the window focus (vitest.config.ts). */
    loseWindowFocus: () => Promise<void>;
    /** The test's page in front again, with the focus. */
    regainWindowFocus: () => Promise<void>;
  }
}

export type StoryModule = Parameters<typeof composeStories>[0];
/** What this file uses of a composed story. */
interface Composed {
  id: string;
  run: (context: { canvasElement: HTMLElement; globals: Record<string, unknown> }) => Promise<void>;
  parameters: Record<string, unknown>;
  globals: Record<string, unknown>;
}
interface Chromatic {
  disableSnapshot?: boolean;
  modes?: Record<string, { viewport: { width: number; height: number } }>;
}

function slug(text: string) {
  return text
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

export interface SnapshotOptions {
  /**
   * The languages a story is captured in, as the `locale` global (only in the story's own globals when not
   * given): `baseLocale`'s baseline keeps its name, another language's adds `--<locale>` (and its test
   * ` [<locale>]`). In another language the story is captured in the state its events reach (the preview's
   * `afterEach` waits for them) without its play function, whose assertions may name the base language's texts.
   */
  locales?: (storyId: string) => readonly string[];
  /** The language of the plain baselines and of the play functions (with `locales`: the app's default). */
  baseLocale?: string;
  /**
   * Stories captured once more (in English, at each mode) with their page out of the window's focus, as a page
   * run beside others or on another machine may be, against the same baseline: a baseline must not depend on
   * whether the page has the focus (issue 30).
   */
  withoutWindowFocus?: (storyId: string) => boolean;
}

/** One test per opted-in story (per mode, per language) of `modules`; returns the ids of the stories it snapshots. */
export function snapshotStories(
  modules: Record<string, StoryModule>,
  { baseLocale, locales, withoutWindowFocus = () => false }: SnapshotOptions = {},
): Set<string> {
  const ids = new Set<string>();
  // A focused field's caret blinks: two captures a blink apart differ, and the matcher, which waits for two equal
  // captures, gave up after 5 s on a busy machine (the SaveFailed pages focus the first field in error). The
  // baselines are drawn without it; the focus ring stays.
  const noCaret = document.createElement('style');
  noCaret.textContent = '*, *::before, *::after { caret-color: transparent !important; }';
  document.head.append(noCaret);
  // The project's viewport, for a story without modes after one with.
  const initial = { width: window.innerWidth, height: window.innerHeight };
  let canvas: HTMLElement | undefined;
  let screen: HTMLElement | undefined;
  afterEach(() => {
    canvas?.remove();
    screen?.remove();
    canvas = screen = undefined;
  });

  for (const [path, module] of Object.entries(modules)) {
    const title = (module.default as { title?: string }).title ?? path;
    const stories = (Object.entries(composeStories(module)) as [string, Composed][]).filter(
      ([, story]) =>
        (story.parameters.chromatic as Chromatic | undefined)?.disableSnapshot === false,
    );
    if (!stories.length) continue;
    describe(title, () => {
      for (const [name, story] of stories) {
        ids.add(story.id);
        const modes = Object.entries((story.parameters.chromatic as Chromatic).modes ?? {}).map(
          ([mode, { viewport }]) => ({ mode, viewport }),
        );
        const runs = (modes.length ? modes : [{ mode: '', viewport: undefined }]).flatMap((run) => [
          ...(locales?.(story.id) ?? [baseLocale]).map((locale) => ({
            ...run,
            locale,
            unfocused: false,
          })),
          ...(withoutWindowFocus(story.id)
            ? [{ ...run, locale: baseLocale, unfocused: true }]
            : []),
        ]);
        for (const { mode, viewport, locale, unfocused } of runs) {
          const other = locale === baseLocale ? '' : locale;
          const label = [mode, unfocused ? 'without the window focus' : ''].filter(Boolean);
          test(`${name}${label.length ? ` (${label.join(', ')})` : ''}${other ? ` [${other}]` : ''}`, async ({
            onTestFinished,
          }) => {
            if (unfocused) {
              await commands.loseWindowFocus();
              onTestFinished(() => commands.regainWindowFocus());
            }
            const { width, height } = viewport ?? initial;
            await page.viewport(width, height);
            canvas = document.createElement('div');
            document.body.append(canvas);
            const run = other ? withoutPlay(module, name) : story;
            await run.run({
              canvasElement: canvas,
              globals: locale === undefined ? story.globals : { ...story.globals, locale },
            });
            // Without its play, a story whose last state comes after its events (an answer that arrives later)
            // names what to wait for, in words of no language (`parameters.settled`).
            if (other) await (story.parameters.settled as Settled | undefined)?.(canvas);
            // A focused element draws its ring only while its page has the window's focus, which differs between
            // machines and with pages in parallel: a ring in a baseline failed elsewhere (issue 30). So a story is
            // captured with nothing focused (where the focus goes is its own assertion, toHaveFocus), unless its
            // state holds the focus (`keepsFocus`: an open list closes when its box loses it); that one keeps it,
            // its page given the window's focus first.
            if (story.parameters.keepsFocus === true) await commands.regainWindowFocus();
            else {
              blurFocused();
              // Focus that comes later (a dialog giving it back as it closes) is taken too, until the capture.
              document.addEventListener('focusin', blurFocused);
              onTestFinished(() => document.removeEventListener('focusin', blurFocused));
            }
            // A toast leaves on its own after a few seconds: one that left while the capture retried made the
            // screenshot never settle. Its timer is paused as a blurred window pauses it (Radix listens to the
            // window's blur), for the capture only; only once a toast is shown (an open menu closes on a blur),
            // also one that comes during the capture (a story without its play: the failed save's toast comes
            // after its events), paused as it mounts, before its timer starts. The window's own focus events are
            // held back until the capture ends: in the whole suite other pages come to the front beside this one,
            // and the focus given back resumed the timer (SaveFailed of Update Member and Edit Admin Information
            // never settled).
            const holdFocus = (event: Event) => {
              if (event.target === window) event.stopImmediatePropagation();
            };
            let toastsPaused = false;
            const pauseToasts = () => {
              if (toastsPaused || !document.querySelector('[data-swipe-direction]')) return;
              toastsPaused = true;
              window.addEventListener('focus', holdFocus, true);
              window.dispatchEvent(new Event('blur'));
            };
            const toastsComing = new MutationObserver(pauseToasts);
            toastsComing.observe(document.body, { childList: true, subtree: true });
            pauseToasts();
            onTestFinished(() => {
              toastsComing.disconnect();
              if (!toastsPaused) return;
              window.removeEventListener('focus', holdFocus, true);
              window.dispatchEvent(new Event('focus'));
            });
            await document.fonts.ready;
            await animationsDone();
            // Overlays (dialogs, menus, toasts) are fixed to the viewport: capture the whole canvas for them.
            // A story at a mode's width is captured as that screen shows it (Chromatic's cropToViewport): the
            // test's frame cannot draw what lies below its own height, so a taller page would come out blank
            // there. A transparent layer over the viewport marks the area.
            if (viewport) {
              screen = document.createElement('div');
              screen.style.cssText = 'position: fixed; inset: 0; pointer-events: none';
              document.body.append(screen);
            }
            const target =
              screen ??
              (story.parameters.screenshot === 'viewport'
                ? canvas
                : (canvas.querySelector<HTMLElement>('[data-story-root]') ?? canvas));
            await expect
              .element(page.elementLocator(target))
              .toMatchScreenshot(
                `${slug(title)}--${slug(name)}${mode ? `--${mode}` : ''}${other ? `--${other}` : ''}`,
              );
          });
        }
      }
    });
  }
  return ids;
}

/** Takes the focus from the focused element, if any: the page's own state, whether or not it has the window. */
function blurFocused() {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== document.body) focused.blur();
}

/** Until nothing on the page is moving: a toast or a dialog that is still coming in is captured once it is in. */
async function animationsDone() {
  for (;;) {
    const running = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running');
    if (!running.length) return;
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
  }
}

/** What a story's state waits for after its events, found without words (a role, a count): any language. */
export type Settled = (canvas: HTMLElement) => Promise<unknown>;

/** The story `name` of `module` without its play function. */
function withoutPlay(module: StoryModule, name: string): Composed {
  const stories = module as unknown as Record<string, object> & { default: object };
  return composeStory(
    { ...stories[name], play: undefined },
    stories.default,
    undefined,
    name,
  ) as unknown as Composed;
}
