import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Panel } from './Panel.tsx';
import type { FakeView, PlayerCommand, PlayerView, Scenario } from './protocol.ts';

const SERVER_ERROR: Scenario = {
  kind: 'fail',
  answer: { status: 500, body: { message: 'Internal Server Error' } },
};

function viewWith(scenario: Scenario): PlayerView {
  const fake: FakeView = {
    key: 'login',
    machine: 'login',
    src: 'login',
    calls: ['POST /User/login'],
    failures: [],
    scenario,
    called: 0,
  };
  return {
    story: 'pages-login--default',
    actors: [],
    fakes: [fake],
    timeline: [],
    steps: 0,
    calls: [],
  };
}

const sentScenarios = (send: ReturnType<typeof vi.fn>) =>
  send.mock.calls
    .map(([command]) => command as PlayerCommand)
    .flatMap((command) => (command.type === 'scenario' ? [command.scenario] : []));

describe("the flow player's fake calls", () => {
  it('builds a change made before the view comes back on the choice just sent, not on the older one shown', async () => {
    const user = userEvent.setup();
    const send = vi.fn();
    const { rerender } = render(
      <Panel view={viewWith(SERVER_ERROR)} send={send} variant="inline" />,
    );
    const status = screen.getByRole('spinbutton', { name: 'Status' });
    await user.clear(status);
    await user.type(status, '418');
    fireEvent.change(screen.getByRole('textbox', { name: 'Body (JSON)' }), {
      target: { value: '{"message": "A custom refusal."}' },
    });
    await user.click(screen.getByRole('button', { name: 'Use this failure' }));
    const refusal = { status: 418, body: { message: 'A custom refusal.' } };
    // The view still shows the 500 (the runtime answers a moment later): the delay goes with the 418.
    await user.type(screen.getByRole('spinbutton', { name: 'Fail after (ms)' }), '3');
    expect(sentScenarios(send).at(-1)).toEqual({ kind: 'fail', answer: refusal, ms: 3 });

    // The view catches up (its keys in another order): what is typed next builds on it.
    rerender(
      <Panel
        view={viewWith({ ms: 3, answer: refusal, kind: 'fail' } as Scenario)}
        send={send}
        variant="inline"
      />,
    );
    await user.type(screen.getByRole('spinbutton', { name: /^Only call number/ }), '1');
    expect(sentScenarios(send).at(-1)).toEqual({ kind: 'fail', answer: refusal, ms: 3, call: 1 });

    // Another change of the runtime's own (a replay) shows once nothing is waiting.
    rerender(
      <Panel
        view={viewWith({ kind: 'fail', answer: refusal, ms: 3, call: 1 })}
        send={send}
        variant="inline"
      />,
    );
    rerender(<Panel view={viewWith({ kind: 'never' })} send={send} variant="inline" />);
    expect(screen.queryByRole('spinbutton', { name: 'Fail after (ms)' })).toBeNull();
  });
});
