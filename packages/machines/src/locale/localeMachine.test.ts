import type { Locale } from '@mijas/api';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { everyTransition } from '../testing/everyTransition.ts';
import { reach } from '../testing/harness.ts';
import { deferred } from '../testing/tokens.ts';
import { localeMachine, type LocaleContext } from './localeMachine.ts';

/** The app's language, whose texts arrive when the test says. */
function start() {
  const loads: { locale: Locale; answer: ReturnType<typeof deferred<unknown>> }[] = [];
  const changed: Locale[] = [];
  const machine = localeMachine.provide({
    actions: { localeChanged: (_, params: { locale: Locale }) => void changed.push(params.locale) },
  });
  const actor = createActor(machine, {
    input: {
      locale: 'en',
      text: 'English texts',
      load: (locale) => {
        const answer = deferred<unknown>();
        loads.push({ locale, answer });
        return answer.promise;
      },
    },
  }).start();
  return { actor, loads, changed };
}

describe('the app’s language', () => {
  it('fetches the chosen language’s texts, then shows every page in it and keeps the choice', async () => {
    const { actor, loads, changed } = start();
    actor.send({ type: 'locale.choose', locale: 'ar' });
    expect(actor.getSnapshot().context).toMatchObject({ locale: 'en', text: 'English texts' });
    expect(loads.map((load) => load.locale)).toEqual(['ar']);
    loads[0]!.answer.resolve('Arabic texts');
    await reach(actor, 'shown');
    expect(actor.getSnapshot().context).toMatchObject({ locale: 'ar', text: 'Arabic texts' });
    expect(changed).toEqual(['ar']);
  });

  it('choosing the language shown asks for nothing and drops a switch under way; a failed fetch keeps the page as it is', async () => {
    const { actor, loads, changed } = start();
    actor.send({ type: 'locale.choose', locale: 'en' });
    expect(loads).toEqual([]);
    actor.send({ type: 'locale.choose', locale: 'ar' });
    actor.send({ type: 'locale.choose', locale: 'en' });
    expect(actor.getSnapshot().value).toBe('shown');
    loads[0]!.answer.resolve('Arabic texts');
    await Promise.resolve();
    expect(actor.getSnapshot().context.locale).toBe('en');
    actor.send({ type: 'locale.choose', locale: 'ar' });
    loads[1]!.answer.reject(new TypeError('Failed to fetch dynamically imported module'));
    await reach(actor, 'shown');
    expect(actor.getSnapshot().context).toMatchObject({ locale: 'en', text: 'English texts' });
    expect(changed).toEqual([]);
  });
});

const load = () => new Promise(() => {});
/** The choices the app was told to keep at a path's step (emptied after each step's check). */
const kept = vi.fn<(locale: Locale) => void>();
everyTransition(
  'the app’s language',
  localeMachine.provide({ actions: { localeChanged: (_, { locale }) => kept(locale) } }),
  {
    input: { locale: 'en', text: 'English texts', load },
    events: [
      { type: 'locale.choose', locale: 'ar' },
      { type: 'locale.choose', locale: 'en' },
      { type: 'xstate.done.actor.loadTexts', output: 'Arabic texts' },
      { type: 'xstate.error.actor.loadTexts', error: new TypeError('offline') },
    ],
    actors: ['loadTexts'],
    contextKeys: ['locale', 'text', 'asked'],
    filterEvents: () => true,
    // The language shown and its texts change only when the chosen language's texts arrive, and the app keeps
    // that choice then, once; a switch fetches the language chosen; choosing the language shown asks for
    // nothing and drops a switch; a failed fetch leaves the page as it was.
    check: (
      actor: { getSnapshot: () => { value: unknown; context: LocaleContext } },
      event,
      { scripted, before },
    ) => {
      const { value, context } = actor.getSnapshot();
      // Walking the model's graph ran the machine's actions too, before any path.
      if (event.type === 'xstate.init') kept.mockClear();
      const was = before?.context as LocaleContext | undefined;
      const chosen = (event as typeof event & { locale?: string }).locale;
      if (value === 'switching') {
        expect(context.asked).not.toBe(context.locale);
        expect(scripted.calls('loadTexts').at(-1)).toEqual({ load, locale: context.asked });
      } else expect(context.asked).toBeNull();
      if (event.type === 'xstate.done.actor.loadTexts') {
        expect([context.locale, context.text]).toEqual([was?.asked, 'Arabic texts']);
        expect(kept).toHaveBeenCalledExactlyOnceWith(was?.asked);
      } else {
        expect(kept).not.toHaveBeenCalled();
        if (was) expect([context.locale, context.text]).toEqual([was.locale, was.text]);
      }
      if (event.type === 'locale.choose')
        expect([value, context.asked]).toEqual(
          chosen === context.locale ? ['shown', null] : ['switching', chosen],
        );
      if (event.type === 'xstate.error.actor.loadTexts') expect(value).toBe('shown');
      kept.mockClear();
    },
  },
);
