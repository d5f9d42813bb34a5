import type { AnyStateMachine, ContextFrom, EventFromLogic } from 'xstate';
import { fill, send, type StoryEvent } from './story-state.tsx';

/**
 * Story events for a form page (`createFormMachine`, whose root machine is named `actor`): typing values into
 * its fields (`field.change`, checked against the form's values) and sending it (`form.submit`).
 */
export function formStoryEvents<TMachine extends AnyStateMachine>(actor: string) {
  type Values = ContextFrom<TMachine> extends { values: infer V } ? V : never;
  return {
    typed: (values: Partial<Values>): StoryEvent[] =>
      fill(actor, values as Record<string, unknown>),
    submit: send<TMachine>(actor, { type: 'form.submit' } as EventFromLogic<TMachine>),
  };
}
