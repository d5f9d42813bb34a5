import { expect, userEvent, within } from 'storybook/test';
import { callRow, type CallView } from '@mijas/flows/call-log';
import type { ScriptedApi } from '@mijas/flows/scripted-api';
import { flowDevtools } from '../lib/inspector.ts';
import { startingWith, storyText } from '../testing/story-locale.ts';

/** The two fields and the button of /login (named in the story's language), filled and pressed as a user does. */
export async function logInAs(canvasElement: HTMLElement, identifier: string, password: string) {
  const text = storyText().text.auth.login;
  const canvas = within(canvasElement);
  const user = await canvas.findByRole('textbox', { name: startingWith(text.identifier) });
  const secret = canvas.getByLabelText(startingWith(text.password), { selector: 'input' });
  await userEvent.clear(user);
  await userEvent.type(user, identifier);
  await userEvent.clear(secret);
  await userEvent.type(secret, password);
  await userEvent.click(canvas.getByRole('button', { name: text.submit }));
}

/** The script kept to the contract and was asked nothing it does not answer. */
export async function expectScriptKept(api: ScriptedApi) {
  await expect(api.problems).toEqual([]);
}

/** The endpoints called, in order, with their statuses: `['login 401', 'login 200', …]`. */
export function callLog(api: ScriptedApi): string[] {
  return api.calls.map((call) => `${call.endpoint ?? call.url} ${call.status}`);
}

/** The Flows panel's call log of the journey (its rows, newest first), as the flow player around it keeps it. */
export function playerCallLog(): string[] {
  const player = flowDevtools() as unknown as { view(): { calls: CallView[] } } | undefined;
  if (!player) throw new Error('No flow player runs around this journey');
  return player.view().calls.map(callRow).reverse();
}
