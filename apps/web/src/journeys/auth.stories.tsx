import type { Meta, StoryObj } from '@storybook/react-vite';
import { ERROR_CODES, messages } from '@mijas/api';
import { expect, userEvent, within } from 'storybook/test';
import { demoMember } from '../features/member/fixtures.ts';
import { createScriptedApi, type Script, type ScriptedApi } from '@mijas/flows/scripted-api';
import { createClub, MEMBER_PASSWORD, memberAccount, memberPanel } from './accounts.ts';
import { journey } from './journey.tsx';
import { callLog, expectScriptKept, logInAs } from './journey-helpers.ts';
import { shown, startingWith, storyText } from '../testing/story-locale.ts';

/**
 * Journeys (docs/storybook-and-flows.md "Journeys"): the whole app against a scripted API, driven as a user would, page after page.
 */
const meta = {
  title: 'Journeys/Auth',
  // One whole app per story: a docs page would run them all at once, each at its first page.
  tags: ['!autodocs'],
  parameters: { bleed: true },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member types a wrong password (the server's 401 message), then the right one: the member panel. */
export const WrongThenRightPassword: Story = {
  ...journey({
    url: '/login',
    setup: () => {
      const club = createClub();
      return {
        club,
        api: createScriptedApi({
          login: club.login,
          passkeyLoginOptions: club.passkeyLoginOptions,
          ...memberPanel(club),
        }),
      };
    },
    play: async ({ canvasElement, setup: { api } }) => {
      // The pages' texts and the server's messages in the story's language.
      const { text, messages: said } = storyText();
      const canvas = within(canvasElement);

      await logInAs(canvasElement, memberAccount.username, 'Wrong#Password1');
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        said.login.invalidCredentials,
      );
      await expect(
        canvas.getByRole('heading', { level: 1, name: text.auth.login.title }),
      ).toBeVisible();

      await logInAs(canvasElement, memberAccount.username, MEMBER_PASSWORD);
      const card = within(
        await canvas.findByRole('region', { name: text.member.membership.cardTitle }),
      );
      await expect(await card.findByText(demoMember.username)).toBeVisible();
      await expect(card.getByText(text.member.membership.active)).toBeVisible();
      await expect(
        canvas.getByRole('navigation', { name: text.member.panel.navLabel }),
      ).toBeVisible();
      await expect(callLog(api)).toEqual([
        // The username field's first focus on each form asks for a challenge for the browser's passkey autofill.
        'passkeyLoginOptions 200',
        'login 401',
        'passkeyLoginOptions 200',
        'login 200',
        expect.stringMatching(/^(memberSelf|membershipInfo|memberCard|memberRenewalRequests) 200$/),
        expect.stringMatching(/^(memberSelf|membershipInfo|memberCard|memberRenewalRequests) 200$/),
        expect.stringMatching(/^(memberSelf|membershipInfo|memberCard|memberRenewalRequests) 200$/),
        expect.stringMatching(/^(memberSelf|membershipInfo|memberCard|memberRenewalRequests) 200$/),
      ]);
      await expectScriptKept(api);
    },
  }),
  // In the Arabic run too (storybook-ar): the journey in the story's language.
  tags: ['arabic'],
};

const NEW_PASSWORD = 'Fresh#Start2026';

/** The club's password recovery, as the server does it: the mail with its code, the code for a reset token. */
function recovery(club: ReturnType<typeof createClub>, api: () => ScriptedApi): Script {
  const codes = new Map<string, string>();
  const resets = new Map<string, (typeof club.accounts)[number]>();
  return {
    forgotPassword: ({ body }) => {
      const account = club.accounts.find((candidate) => candidate.email === body.email);
      if (account) {
        const code = String(100_000 + Math.floor(Math.random() * 900_000));
        codes.set(account.email, code);
        api().sendMail({
          to: account.email,
          subject: 'Reset your MIJAS Club password',
          text: `Your reset code is ${code}. It expires in 15 minutes.`,
        });
      }
      // The same answer for an unknown email.
      return { body: { message: messages.forgotPassword.success } };
    },
    verifyResetCode: ({ body }) => {
      const account = club.accounts.find((candidate) => candidate.email === body.email);
      if (!account || codes.get(account.email) !== body.code)
        return {
          status: 400,
          body: [{ code: ERROR_CODES.invalidResetCode, description: messages.resetCode.invalid }],
        };
      codes.delete(account.email);
      const resetToken = `reset-${crypto.randomUUID()}`;
      resets.set(resetToken, account);
      return { body: { resetToken } };
    },
    resetPassword: ({ body }) => {
      const account = resets.get(body.resetToken);
      if (!account)
        return {
          status: 400,
          body: [{ code: ERROR_CODES.invalidToken, description: messages.api.invalidActionToken }],
        };
      resets.delete(body.resetToken);
      account.password = body.newPassword;
      return { body: { message: messages.resetPassword.success } };
    },
  };
}

/**
 * Forgot password: the mail's code (read from the mail the script sent) on the reset code page, a new password,
 * then /login with it: the member panel.
 */
export const ForgotThenReset: Story = journey({
  url: '/forgot',
  setup: () => {
    // Its own member: the reset changes the password.
    const member = { ...memberAccount };
    const club = createClub([member]);
    const api: ScriptedApi = createScriptedApi({
      ...recovery(club, () => api),
      login: club.login,
      passkeyLoginOptions: club.passkeyLoginOptions,
      ...memberPanel(club),
    });
    return { api, member };
  },
  play: async ({ canvasElement, setup: { api, member } }) => {
    const { text, messages: said } = storyText();
    const { forgot, resetCode, resetPassword } = text.auth;
    const canvas = within(canvasElement);

    await userEvent.type(
      await canvas.findByRole('textbox', { name: startingWith(forgot.email) }),
      member.email,
    );
    await userEvent.click(canvas.getByRole('button', { name: forgot.submit }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(said.forgotPassword.success);

    // The mail the server sent: its code.
    await expect(api.mails).toHaveLength(1);
    const [mail] = api.mails;
    await expect(mail?.to).toBe(member.email);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
    await expect(code).toMatch(/^\d{6}$/);

    await userEvent.click(canvas.getByRole('link', { name: forgot.enterCode }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: resetCode.title }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: startingWith(resetCode.email) })).toHaveValue(
      member.email,
    );
    await userEvent.type(
      canvas.getByLabelText(startingWith(resetCode.code), { selector: 'input' }),
      code,
    );
    await userEvent.click(canvas.getByRole('button', { name: resetCode.submit }));

    await expect(
      await canvas.findByRole('heading', { level: 1, name: resetPassword.title }),
    ).toBeVisible();
    await userEvent.type(
      canvas.getByLabelText(startingWith(resetPassword.newPassword), { selector: 'input' }),
      NEW_PASSWORD,
    );
    await userEvent.type(
      canvas.getByLabelText(startingWith(resetPassword.confirmPassword), { selector: 'input' }),
      NEW_PASSWORD,
    );
    await userEvent.click(canvas.getByRole('button', { name: resetPassword.submit }));
    await expect(await canvas.findByText(shown(said.resetPassword.success))).toBeVisible();

    // Two seconds later, the login page: the old password is refused, the new one opens the member panel.
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: text.auth.login.title },
        { timeout: 5_000 },
      ),
    ).toBeVisible();
    await logInAs(canvasElement, member.email, MEMBER_PASSWORD);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(said.login.invalidCredentials);
    await logInAs(canvasElement, member.email, NEW_PASSWORD);
    const card = within(
      await canvas.findByRole('region', { name: text.member.membership.cardTitle }),
    );
    await expect(await card.findByText(demoMember.username)).toBeVisible();
    await expect(callLog(api)).toEqual([
      'forgotPassword 200',
      'verifyResetCode 200',
      'resetPassword 200',
      // The username field's first focus on each form asks for a challenge for the browser's passkey autofill.
      'passkeyLoginOptions 200',
      'login 401',
      'passkeyLoginOptions 200',
      'login 200',
      expect.stringMatching(/^(memberSelf|membershipInfo|memberCard|memberRenewalRequests) 200$/),
      expect.stringMatching(/^(memberSelf|membershipInfo|memberCard|memberRenewalRequests) 200$/),
      expect.stringMatching(/^(memberSelf|membershipInfo|memberCard|memberRenewalRequests) 200$/),
      expect.stringMatching(/^(memberSelf|membershipInfo|memberCard|memberRenewalRequests) 200$/),
    ]);
    await expectScriptKept(api);
  },
});
