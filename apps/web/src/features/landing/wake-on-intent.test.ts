import { afterEach, describe, expect, it, vi } from 'vitest';
import { wakeOnIntent } from './wake-on-intent.ts';
import { takeHeldEnter } from '@mijas/ui/combobox-held-enter';

/** A prerendered page: a menu button, a link, and a form with a submit button. */
function page() {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="menu">Open menu</button>
      <a href="#join" id="join-link">Join</a>
      <a href="/login" id="login">Login</a>
      <form id="form"><input name="name" /><input name="major" role="combobox" id="major" /><button type="submit" id="send">Send</button></form>
    </div>
    <button type="button" id="outside">Not ours</button>`;
  const container = document.getElementById('root') as HTMLElement;
  const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  return { container, byId };
}

/** Starts nothing by itself: the test decides when the page's code is "running". */
function wake(container: HTMLElement, now = false) {
  let ready: (() => void) | undefined;
  const start = vi.fn((onReady: () => void) => {
    ready = onReady;
  });
  const stop = wakeOnIntent({ container, start, now });
  return { start, stop, ready: () => ready?.() };
}

describe('wakeOnIntent', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    document.body.innerHTML = '';
  });

  it('starts nothing until the visitor does something, then starts once', () => {
    const { container } = page();
    const woken = wake(container);
    stop = woken.stop;
    expect(woken.start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    container.dispatchEvent(new Event('pointerover', { bubbles: true }));
    container.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }));
    expect(woken.start).toHaveBeenCalledTimes(1);
  });

  it("starts at once when told to (a panel's page, whose data its code fetches), still holding what is pressed before it runs", () => {
    const { container, byId } = page();
    const woken = wake(container, true);
    stop = woken.stop;
    expect(woken.start).toHaveBeenCalledTimes(1);
    const menu = byId<HTMLButtonElement>('menu');
    const pressed = vi.fn();
    menu.addEventListener('click', pressed);
    menu.click();
    expect(pressed).not.toHaveBeenCalled();
    woken.ready();
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(woken.start).toHaveBeenCalledTimes(1);
  });

  it('holds a press on a button until the page is running, then presses it', () => {
    const { container, byId } = page();
    const woken = wake(container);
    stop = woken.stop;
    const menu = byId<HTMLButtonElement>('menu');
    const pressed = vi.fn();
    menu.addEventListener('click', pressed);

    menu.click();
    expect(woken.start).toHaveBeenCalledTimes(1);
    expect(pressed).not.toHaveBeenCalled();

    woken.ready();
    expect(pressed).toHaveBeenCalledTimes(1);
    // Running: presses go straight through.
    menu.click();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('holds a plain click on a link to another page of the app, not one that opens a new tab', () => {
    const { container, byId } = page();
    const woken = wake(container);
    stop = woken.stop;
    const login = byId<HTMLAnchorElement>('login');
    const followed = vi.fn((event: Event) => event.preventDefault());
    login.addEventListener('click', followed);

    login.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }),
    );
    expect(followed).toHaveBeenCalledTimes(1);

    login.click();
    expect(followed).toHaveBeenCalledTimes(1);
    woken.ready();
    expect(followed).toHaveBeenCalledTimes(2);
  });

  it('leaves section anchors, and buttons outside the page, alone', () => {
    const { container, byId } = page();
    const woken = wake(container);
    stop = woken.stop;
    const followed = vi.fn((event: Event) => event.preventDefault());
    const link = byId<HTMLAnchorElement>('join-link');
    link.addEventListener('click', followed);
    link.click();
    expect(followed).toHaveBeenCalledTimes(1);

    const outside = vi.fn();
    byId('outside').addEventListener('click', outside);
    byId('outside').click();
    expect(outside).toHaveBeenCalledTimes(1);
  });

  it('holds a submit (no native send to the page address) and submits once the page is running', () => {
    const { container, byId } = page();
    const woken = wake(container);
    stop = woken.stop;
    const form = byId<HTMLFormElement>('form');
    const submitted = vi.fn((event: Event) => event.preventDefault());

    form.requestSubmit();
    expect(woken.start).toHaveBeenCalledTimes(1);
    form.addEventListener('submit', submitted);
    expect(submitted).not.toHaveBeenCalled();

    woken.ready();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('holds an Enter in a combobox as a choice for the page to make, not a submit', () => {
    const { container, byId } = page();
    const woken = wake(container);
    stop = woken.stop;
    const major = byId<HTMLInputElement>('major');
    const enter = () =>
      new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });

    // Nothing typed: nothing to choose (Enter submits, as in any field).
    const blank = enter();
    major.dispatchEvent(blank);
    expect(blank.defaultPrevented).toBe(false);
    expect(takeHeldEnter(major)).toBe(false);

    major.value = 'Civil';
    const typed = enter();
    major.dispatchEvent(typed);
    expect(typed.defaultPrevented).toBe(true);
    expect(woken.start).toHaveBeenCalledTimes(1);
    expect(takeHeldEnter(major)).toBe(true);
    expect(takeHeldEnter(major)).toBe(false);

    // Once the page runs, its own combobox handles Enter.
    woken.ready();
    const live = enter();
    major.dispatchEvent(live);
    expect(live.defaultPrevented).toBe(false);
  });

  it('stops waiting when told to', () => {
    const { container, byId } = page();
    const woken = wake(container);
    woken.stop();
    window.dispatchEvent(new Event('scroll'));
    byId<HTMLButtonElement>('menu').click();
    expect(woken.start).not.toHaveBeenCalled();
  });
});
