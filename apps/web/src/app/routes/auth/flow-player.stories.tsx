import type { Meta, StoryObj } from '@storybook/react-vite';
import { UIProvider } from '@mijas/ui';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { RuntimePanel } from '@mijas/flows/panel';
import { InlineFlowPlayer, runtimeFromAddress } from '@mijas/flows/storybook-preview';
import { loginResponse, resolves } from '../../../features/auth/fixtures.ts';
import { directionOf, type Locale } from '@mijas/api';
import type { LoadedCatalogue } from '../../../i18n/catalogues.ts';
import { startingWith, storyCatalogue } from '../../../testing/story-locale.ts';
import { LocaleProvider } from '../../../i18n/locale.tsx';
import { FlowPlayerRoot } from '../../../testing/flow-player.ts';
import { PageHarness } from '../../../testing/page-harness.tsx';
import { Component as LoginPage } from './login.tsx';

/** The login page as its stories fake it: the right password signs a member in. */
const flows = { login: { actors: { signIn: resolves(loginResponse('member')) } } };

/** The page, then the player. */
const beside = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.4fr)', gap: 16 };

function LoginPageAlone() {
  return (
    <div data-page>
      <PageHarness path="/login" url="/login" flows={flows}>
        <LoginPage />
      </PageHarness>
    </div>
  );
}

/** The page and, beside it, the player that drives it (the story's own runtime). */
function LoginWithPlayer() {
  return (
    <div style={beside}>
      <LoginPageAlone />
      <InlineFlowPlayer />
    </div>
  );
}

/** What a Copy link opens: the same story in a page of its own, with a runtime made from the address alone. */
function FreshPage({
  story,
  href,
  locale,
  catalogue,
}: {
  story: string;
  href: string;
  /** The story's language, as the link's page opens in it. */
  locale: Locale;
  catalogue: LoadedCatalogue;
}) {
  const [runtime] = useState(() => runtimeFromAddress(story, new URL(href).search));
  return (
    <LocaleProvider initial={{ locale, catalogue }}>
      <UIProvider
        theme="light"
        dir={directionOf(locale)}
        toastLabels={catalogue.text.common.ui.toasts}
      >
        {/* No script runs in this page before the link's replay: it starts once the page is there. */}
        <FlowPlayerRoot story={story} runtime={runtime} scriptIsQa>
          <div style={beside}>
            <LoginPageAlone />
            <RuntimePanel variant="inline" runtime={runtime} />
          </div>
        </FlowPlayerRoot>
      </UIProvider>
    </LocaleProvider>
  );
}

/** The page's markup without the ids React and Radix generate (they differ between two renders). */
function pageMarkup(root: HTMLElement): string {
  const page = root.querySelector<HTMLElement>('[data-page]');
  if (!page) throw new Error('no page');
  return page.innerHTML.replace(
    /\b(id|for|aria-labelledby|aria-describedby|aria-controls)="[^"]*"/g,
    '$1=""',
  );
}

/** Each actor's path and its active states, as the panel shows them. */
/**
 * The machines the player shows, each with its states. Not the login page's passkey autofill (issue 35): it is the
 * browser's own offer in the username field (WebAuthn's conditional request), open or not as the browser answers,
 * which no link can carry.
 */
function machineStates(root: HTMLElement): string[] {
  return [
    ...root.querySelectorAll<HTMLElement>('[data-actor]:not([data-actor$="/passkeyAutofill"])'),
  ].map((actor) => {
    const states = [...actor.querySelectorAll(':scope > .mfp-card [data-state]')].map(
      (state) => state.textContent,
    );
    return `${actor.dataset.actor}: ${states.join(', ')}`;
  });
}

function fieldValues(root: HTMLElement): string[] {
  return [...root.querySelectorAll<HTMLInputElement>('[data-page] input')].map(
    (input) =>
      `${input.name || input.type}=${input.type === 'checkbox' ? input.checked : input.value}`,
  );
}

/**
 * The chooser of the login call, once the player has told which call of the contract it is (it works that out
 * from the client after the page mounted, then offers that call's failures; until then, any call's).
 */
async function identifiedChooser(player: ReturnType<typeof within>): Promise<HTMLSelectElement> {
  await player.findByText(/^POST \/User\/login · called/);
  return (await player.findByRole('combobox', { name: /login › signIn/ })) as HTMLSelectElement;
}

const meta = {
  title: 'Tools/Flow player',
  component: LoginWithPlayer,
  parameters: {
    bleed: true,
    // On the docs page the story runs in a page of its own, as in the story view: the player plugs into one
    // story's machines at a time (a docs page inline would show the story twice, each without its player).
    // Only the first story runs in the page; the others are links to their own view (each play function types
    // into its page as QA would, and two at once in one page would take the keyboard from each other).
    docs: { story: { inline: false, height: '900px' }, otherStoriesAsLinks: true },
    // Each play function here is QA at work: what it chooses and types is recorded, as QA's would be.
    flowPlayer: { scriptIsQa: true },
  },
} satisfies Meta<typeof LoginWithPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * QA chooses how the login call fails, types and submits, then copies the link. Opened afresh (a new runtime
 * from the address, new actors, a new page) the link replays the choice and the events and lands in the same
 * state: the same machines in the same states, the same page, the same error.
 */
export const CopyLinkReplays: Story = {
  play: async ({ canvasElement, id, loaded, globals }) => {
    const catalogue = storyCatalogue(loaded);
    const { text, messages } = catalogue;
    const player = within(
      await within(canvasElement).findByRole('region', { name: 'Flow player' }),
    );
    const canvas = within(canvasElement.querySelector<HTMLElement>('[data-page]')!);

    // QA's part: the call fails with the contract's 403, the credentials are typed, the form submitted.
    const chooser = await identifiedChooser(player);
    const deactivated = within(chooser)
      .getAllByRole('option')
      .find((option) => option.textContent?.startsWith(`403 ${messages.login.accountDisabled}`));
    await userEvent.selectOptions(chooser, deactivated!);
    await userEvent.type(
      canvas.getByRole('textbox', { name: text.auth.login.identifier }),
      'member',
    );
    await userEvent.type(
      canvas.getByLabelText(startingWith(text.auth.login.password), { selector: 'input' }),
      'secret',
    );
    await userEvent.click(canvas.getByRole('button', { name: text.auth.login.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      messages.login.accountDisabled,
    );

    await userEvent.click(player.getByRole('button', { name: 'Copy link' }));
    const href = (player.getByRole('textbox', { name: 'Link to this state' }) as HTMLInputElement)
      .value;
    expect(new URL(href).searchParams.get('flows')).toBeTruthy();

    // A fresh page opens the link.
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    // React's reports while the fresh page renders and goes (a warning in the browser's console is a fault).
    const reports = spyOn(console, 'error');
    try {
      // Rendered as the browser renders a page (no act: this is no test environment of React's), then awaited.
      root.render(
        <FreshPage
          story={id}
          href={href}
          locale={globals.locale as Locale}
          catalogue={catalogue}
        />,
      );
      const freshPage = await waitFor(() => {
        const found = container.querySelector<HTMLElement>('[data-page]');
        if (!found) throw new Error('the fresh page is not there yet');
        return found;
      });
      const fresh = within(freshPage);
      const freshPlayer = within(
        await within(container).findByRole('region', { name: 'Flow player' }),
      );
      await waitFor(
        () => expect(freshPlayer.getByRole('status')).toHaveTextContent(/^Replayed \d+ steps/),
        { timeout: 15_000 },
      );
      await expect(await fresh.findByRole('alert')).toHaveTextContent(
        messages.login.accountDisabled,
      );
      await waitFor(() => expect(machineStates(container)).toEqual(machineStates(canvasElement)));
      expect(machineStates(container)).toContain('login: editing');
      expect(fieldValues(container)).toEqual(fieldValues(canvasElement));
      expect(pageMarkup(container)).toBe(pageMarkup(canvasElement));
      root.unmount();
      expect(reports).not.toHaveBeenCalled();
    } finally {
      reports.mockRestore();
      root.unmount();
      container.remove();
    }
  },
};

/**
 * QA's own failure: a status and a body of their choosing, answered 300 ms late, on the first call only. The
 * call log shows it; the link copied before QA did more is not offered as this state's.
 */
export const CustomFailureAfterADelay: Story = {
  play: async ({ canvasElement, loaded }) => {
    // The page's texts in the story's language; the player's own are English.
    const login = storyCatalogue(loaded).text.auth.login;
    const player = within(
      await within(canvasElement).findByRole('region', { name: 'Flow player' }),
    );
    const canvas = within(canvasElement.querySelector<HTMLElement>('[data-page]')!);
    const chooser = await identifiedChooser(player);
    // The story's own answer is named as it is, not "Succeed" whatever it does.
    await expect(within(chooser).getAllByRole('option')[0]).toHaveTextContent(
      /^As the story: its own answer$/,
    );

    await userEvent.selectOptions(chooser, 'Another status and body…');
    const status = await player.findByRole('spinbutton', { name: 'Status' });
    await userEvent.clear(status);
    await userEvent.type(status, '418');
    const body = player.getByRole('textbox', { name: 'Body (JSON)' });
    await userEvent.clear(body);
    await userEvent.type(body, '{{"message": "A custom refusal."}');
    await userEvent.click(player.getByRole('button', { name: 'Use this failure' }));
    await userEvent.type(await player.findByRole('spinbutton', { name: 'Fail after (ms)' }), '300');
    await userEvent.type(player.getByRole('spinbutton', { name: /^Only call number/ }), '1');
    // Two steps: the custom failure chosen, then its status and body; its delay and its call, typed digit by
    // digit, change that same step.
    await waitFor(() => expect(player.getByRole('status')).toHaveTextContent('2 steps recorded'));

    // Once the view has the steps typed (it comes back a moment later), its link is copied.
    await waitFor(() =>
      expect(player.getByRole('spinbutton', { name: /^Only call number/ })).toHaveValue(1),
    );
    await userEvent.click(player.getByRole('button', { name: 'Copy link' }));
    await expect(await player.findByRole('textbox', { name: 'Link to this state' })).toBeVisible();

    await userEvent.type(canvas.getByRole('textbox', { name: login.identifier }), 'member');
    await userEvent.type(
      canvas.getByLabelText(startingWith(login.password), { selector: 'input' }),
      'secret',
    );
    const pressed = performance.now();
    await userEvent.click(canvas.getByRole('button', { name: login.submit }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('A custom refusal.');
    await expect(performance.now() - pressed).toBeGreaterThanOrEqual(300);
    const log = within(player.getByRole('list', { name: 'Calls, newest first' }));
    await waitFor(() =>
      expect(log.getAllByRole('listitem')[0]).toHaveTextContent(
        /418#1 login.*POST \/api\/v1\/User\/login.*chosen: fails 418 after 300 ms on call 1 only/,
      ),
    );
    // QA did more since the copy: that link is not this state's any more.
    await expect(player.queryByRole('textbox', { name: 'Link to this state' })).toBeNull();
    await expect(player.getByText(/link copied before is out of date/)).toBeVisible();
  },
};

/** A link cut short (a chat wrapped it) is said to be unreadable, not ignored. */
export const CutLink: Story = {
  play: async ({ canvasElement, id, loaded, globals }) => {
    const player = within(
      await within(canvasElement).findByRole('region', { name: 'Flow player' }),
    );
    await userEvent.click(player.getByRole('button', { name: 'Copy link' }));
    const href = (player.getByRole('textbox', { name: 'Link to this state' }) as HTMLInputElement)
      .value;
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    try {
      // Rendered as the browser renders a page (no act: this is no test environment of React's), then awaited.
      root.render(
        <FreshPage
          story={id}
          href={href.slice(0, -6)}
          locale={globals.locale as Locale}
          catalogue={storyCatalogue(loaded)}
        />,
      );
      const fresh = within(await within(container).findByRole('region', { name: 'Flow player' }));
      await expect(await fresh.findByRole('alert')).toHaveTextContent(
        /recording could not be read/,
      );
    } finally {
      root.unmount();
      container.remove();
    }
  },
};
