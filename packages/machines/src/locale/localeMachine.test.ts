import type { Locale } from '@mijas/api';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { everyTransition } from '../testing/everyTransition.ts';
import { reach } from '../testing/harness.ts';
import { deferred } from '../testing/tokens.ts';
import { localeMachine } from './localeMachine.ts';

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

everyTransition('the app’s language', localeMachine, {
  input: { locale: 'en', text: 'English texts', load: () => new Promise(() => {}) },
  events: [
    { type: 'locale.choose', locale: 'ar' },
    { type: 'locale.choose', locale: 'en' },
    { type: 'xstate.done.actor.loadTexts', output: 'Arabic texts' },
    { type: 'xstate.error.actor.loadTexts', error: new TypeError('offline') },
  ],
  actors: ['loadTexts'],
  contextKeys: ['locale', 'text', 'asked'],
  filterEvents: () => true,
});
