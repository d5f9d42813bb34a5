import {
  ApiError,
  LANDING_FORM_MESSAGE_MAX,
  majorName,
  type MessageResponse,
  type Messages,
} from '@mijas/api';
import type { landingFormMachine, sessionMachine } from '@mijas/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { fromPromise, type AnyActorLogic } from 'xstate';
import {
  createTestSession,
  NAVIGATED_TO,
  PageHarness,
  type TestRole,
} from '../../testing/page-harness.tsx';
import { gapBetweenFields, reached } from '@mijas/flows/story-helpers';
import { fill, send } from '@mijas/flows/story-state';
import { Component as LandingPage } from './landing.tsx';
import { desktopSnapshot, pageSnapshot } from '@mijas/flows/page-snapshots';
import {
  shown,
  storyCatalogue,
  storyLocale,
  startingWith,
  storyText,
} from '../../testing/story-locale.ts';

/** The server's thanks, in the story's language as it answers in the request's. */
const thanks = (messages: Messages) => shown(messages.api.formReceived);
const sent = fromPromise<MessageResponse>(() =>
  Promise.resolve().then(() => ({ message: storyText().messages.api.formReceived })),
);
/** Never settles: the form stays in its submitting state. */
const pending = fromPromise<MessageResponse>(() => new Promise(() => {}));
const failed = fromPromise<MessageResponse>(() =>
  Promise.resolve().then(() =>
    Promise.reject(
      new ApiError({ status: 503, body: { message: storyText().messages.api.serviceUnavailable } }),
    ),
  ),
);

function LandingStory({
  role = 'anonymous',
  submitForm = sent,
  limitReached = false,
}: {
  role?: TestRole;
  submitForm?: AnyActorLogic;
  /** Two submissions of each type were already sent in the last 24 hours. */
  limitReached?: boolean;
}) {
  // A member sees `/` only after the member panel's Home allowed it (SPEC §2).
  const [appSession] = useState(() => {
    const value = createTestSession(role);
    if (role === 'member') value.session.send({ type: 'home.allow' });
    return value;
  });
  return (
    <PageHarness
      path="/"
      appSession={appSession}
      flows={{
        landingForm: {
          actors: { submitForm },
          ...(limitReached ? { guards: { limitReached: () => true } } : {}),
        },
      }}
    >
      <LandingPage />
    </PageHarness>
  );
}

const meta = {
  title: 'Pages/Landing',
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  component: LandingStory,
  parameters: { bleed: true },
} satisfies Meta<typeof LandingStory>;

export default meta;
type Story = StoryObj<typeof meta>;

function form(canvasElement: HTMLElement) {
  return within(
    within(canvasElement).getByRole('form', { name: storyText().text.landing.form.formLabel }),
  );
}

async function navbar(canvasElement: HTMLElement) {
  return within(
    await within(canvasElement).findByRole('navigation', {
      name: storyText().text.common.nav.label,
    }),
  );
}

/** Filling in a Join Us application. */
const filledIn = fill('landingForm', {
  name: 'Sara Haddad',
  email: 'sara@example.com',
  major: 'Civil Engineering',
});
const submit = send<typeof landingFormMachine>('landingForm', { type: 'form.submit' });
const inquiry = send<typeof landingFormMachine>('landingForm', {
  type: 'type.change',
  value: 'Inquiry',
});

/** Signed out, editing: hero, partners, the form and the footer; Login in the navbar. */
export const SignedOut: Story = {
  parameters: { chromatic: desktopSnapshot },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      copy.text.landing.hero.title,
    );
    const nav = await navbar(canvasElement);
    await expect(nav.getByRole('link', { name: copy.text.common.nav.login })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(nav.queryByRole('button', { name: copy.text.common.nav.logout })).toBeNull();
    await expect(
      within(canvas.getByRole('list', { name: copy.text.landing.partners.listLabel })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(5);
    await expect(canvas.getByText(copy.text.landing.content.openingHours)).toBeVisible();
    await expect(
      form(canvasElement).getByRole('radio', { name: copy.text.landing.form.types['Join Us'] }),
    ).toBeChecked();
  },
};

function signedIn(role: TestRole, panel: keyof Messages['panels'], href: string): Story {
  return {
    args: { role },
    play: async ({ canvasElement, loaded }) => {
      const copy = storyCatalogue(loaded);
      await reached(canvasElement);
      const nav = await navbar(canvasElement);
      await expect(nav.getByRole('link', { name: copy.messages.panels[panel] })).toHaveAttribute(
        'href',
        href,
      );
      await expect(nav.getByRole('button', { name: copy.text.common.nav.logout })).toBeVisible();
      await expect(nav.queryByRole('link', { name: copy.text.common.nav.login })).toBeNull();
    },
  };
}

/** Signed in as an admin: the 'Admin Panel' link and Logout. */
export const SignedInAdmin = signedIn('admin', 'admin', '/admin');
/** Signed in as a root admin: the 'Root Admin Panel' link and Logout. */
export const SignedInRoot = signedIn('root', 'superadmin', '/superadmin');
/** Signed in as a member who chose Home in the member panel: 'Member Panel' and Logout. */
export const SignedInMember = signedIn('member', 'member', '/member');

/** Logout: the session ends and the page stays on `/`, offering Login. */
export const LoggingOut: Story = {
  args: { role: 'admin' },
  parameters: { events: [send<typeof sessionMachine>('session', { type: 'session.logout' })] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const nav = await navbar(canvasElement);
    await expect(await nav.findByRole('link', { name: copy.text.common.nav.login })).toBeVisible();
    await expect(nav.queryByRole('link', { name: copy.messages.panels.admin })).toBeNull();
    await expect(within(canvasElement).queryByTestId(NAVIGATED_TO)).toBeNull();
  },
};

/**
 * The hero's Join Us, from an Inquiry: the form, set to Join Us, takes focus (a gesture and where focus goes, so
 * this story clicks).
 */
export const JoinUsButton: Story = {
  parameters: { events: [inquiry] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const canvas = await reached(canvasElement);
    await expect(
      form(canvasElement).getByRole('radio', { name: copy.text.landing.form.types.Inquiry }),
    ).toBeChecked();
    await userEvent.click(
      canvas.getByRole('button', { name: copy.text.landing.form.types['Join Us'] }),
    );
    await expect(
      canvas.getByRole('form', { name: copy.text.landing.form.formLabel }),
    ).toHaveFocus();
    await expect(
      form(canvasElement).getByRole('radio', { name: copy.text.landing.form.types['Join Us'] }),
    ).toBeChecked();
  },
};

/** editing, submitted empty: each required field says so (focus on the first: landing.test.tsx). */
export const ValidationErrors: Story = {
  parameters: {
    chromatic: pageSnapshot,
    events: [submit],
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    const { validation } = copy.messages;
    await reached(canvasElement);
    const inside = form(canvasElement);
    await expect(
      inside.getByLabelText(startingWith(copy.text.landing.form.name)),
    ).toHaveAccessibleDescription(validation.required(validation.fields.fullName));
    await expect(
      inside.getByLabelText(startingWith(copy.text.landing.form.email)),
    ).toHaveAccessibleDescription(validation.required(validation.fields.email));
    await expect(inside.getByText(copy.messages.validation.majorRequired)).toBeVisible();
  },
};

/** Inquiry with 'Other': the major becomes free text, in a field spaced as the others are. */
export const InquiryWithOtherMajor: Story = {
  parameters: {
    events: [inquiry, ...fill('landingForm', { major: 'Other', otherMajor: 'Marine Biology' })],
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const inside = form(canvasElement);
    const other = inside.getByRole('textbox', {
      name: startingWith(copy.text.landing.form.otherMajor),
    });
    await expect(other).toHaveAccessibleDescription(copy.text.member.edit.otherMajorHint);
    await expect(other).toHaveValue('Marine Biology');
    const major = inside.getByRole('combobox', {
      name: startingWith(copy.text.landing.form.major),
    });
    const mobile = inside.getByRole('textbox', {
      name: startingWith(copy.text.landing.form.mobile),
    });
    await expect(gapBetweenFields(major, other)).toBe(gapBetweenFields(mobile, major));
    await expect(
      inside.getByRole('button', { name: copy.text.landing.form.submit.Inquiry }),
    ).toBeEnabled();
  },
};

/** Inquiry with its question: the optional Message, its lines kept, under the major. */
export const InquiryWithMessage: Story = {
  parameters: {
    events: [
      inquiry,
      ...fill('landingForm', {
        message: 'Do you offer a family membership?\nMy wife and our two children would join.',
      }),
    ],
  },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const inside = form(canvasElement);
    const message = inside.getByRole('textbox', { name: copy.text.landing.form.message });
    await expect(message).toHaveValue(
      'Do you offer a family membership?\nMy wife and our two children would join.',
    );
    await expect(message).not.toBeRequired();
    await expect(message).toHaveAccessibleDescription(
      copy.messages.landingForm.messageHint(LANDING_FORM_MESSAGE_MAX),
    );
    const major = inside.getByRole('combobox', {
      name: startingWith(copy.text.landing.form.major),
    });
    const mobile = inside.getByRole('textbox', {
      name: startingWith(copy.text.landing.form.mobile),
    });
    await expect(gapBetweenFields(major, message)).toBe(gapBetweenFields(mobile, major));
  },
};

/** In Arabic the majors are named in Arabic and found by an Arabic word (هندسة: every engineering). */
export const ArabicMajorSearch: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await reached(canvasElement);
    const major = within(
      within(canvasElement).getByRole('form', { name: 'نموذج الانضمام والاستفسار' }),
    ).getByRole('combobox', { name: /^التخصص/ });
    await userEvent.type(major, 'هندسة');
    const options = within(
      await within(canvasElement.ownerDocument.body).findByRole('listbox', { name: /^التخصص/ }),
    ).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toContain('الهندسة المدنية');
    for (const option of options) await expect(option.textContent).toContain('هندسة');
  },
};

/** submitting: the button is busy and the fields wait. */
export const Submitting: Story = {
  args: { submitForm: pending },
  parameters: { events: [...filledIn, submit] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const inside = form(canvasElement);
    const button = await inside.findByRole('button', { name: copy.text.landing.form.submitting });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(inside.getByLabelText(startingWith(copy.text.landing.form.name))).toHaveAttribute(
      'readonly',
    );
  },
};

/** sent: the thanks, and a way to send another. */
export const Sent: Story = {
  parameters: { events: [...filledIn, submit] },
  play: async ({ canvasElement, loaded }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const inside = form(canvasElement);
    await expect(await inside.findByRole('status')).toHaveTextContent(thanks(copy.messages));
    await expect(
      inside.getByRole('button', { name: copy.text.landing.form.sendAnother }),
    ).toBeVisible();
  },
};

/** editing after a failure: the server's message; what was typed stays. */
export const Failed: Story = {
  args: { submitForm: failed },
  parameters: { events: [...filledIn, submit] },
  play: async ({ canvasElement, loaded, globals }) => {
    const copy = storyCatalogue(loaded);
    await reached(canvasElement);
    const inside = form(canvasElement);
    await expect(await inside.findByRole('alert')).toHaveTextContent(
      shown(copy.messages.api.serviceUnavailable),
    );
    await expect(inside.getByLabelText(startingWith(copy.text.landing.form.name))).toHaveValue(
      'Sara Haddad',
    );
    await expect(
      inside.getByRole('combobox', { name: startingWith(copy.text.landing.form.major) }),
    ).toHaveValue(majorName('Civil Engineering', storyLocale(globals)));
  },
};

/** editing, blocked: the third submission of a type in 24 hours, with the spec's exact message. */
export const BlockedByLimit: Story = {
  args: { limitReached: true },
  parameters: { events: [...filledIn, submit] },
  play: async ({ canvasElement, loaded }) => {
    await reached(canvasElement);
    await expect(await form(canvasElement).findByRole('alert')).toHaveTextContent(
      storyCatalogue(loaded).messages.landingForm.limitReached('Join Us'),
    );
  },
};
