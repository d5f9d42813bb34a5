import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Text } from '../layout/layout';
import { storyCopy } from '../storybook/story-copy';
import { Isolate } from './Isolate';
import { expectSamplesReadAsWritten, ltrSamples } from './isolation-checks';

/**
 * `sentence` with each `{name}` in it replaced by `values[name]`, an element (`filled` makes text only).
 * A name it has no value for stays as written.
 */
function withElements(sentence: string, values: Record<string, ReactNode>): ReactNode[] {
  return sentence
    .split(/(\{\w+\})/)
    .map((part) => (/^\{\w+\}$/.test(part) ? (values[part.slice(1, -1)] ?? part) : part));
}

const meta = {
  title: 'Data display/Isolate',
  component: Isolate,
  parameters: {
    usage: [
      'A value that keeps its own direction inside a sentence of the other direction: an email, a username, a phone number, an amount, a code.',
      'In a `DataTable` column or a `DescriptionList` item, use their `isolate` option instead; `Isolate` is for a value inside a longer text or a composite value (an email beside its badge).',
      '`dir="ltr"` for values that always read left to right and may hold no letter to tell (a phone\'s leading "+", an amount); else the first strong letter decides.',
    ],
  },
  // Run in Arabic too by `pnpm test` (the storybook-ar project).
  tags: ['arabic'],
  args: { children: ltrSamples.email },
  // An Arabic sentence in any language: what the story shows is values of the other direction inside it.
  render: (args) => (
    <Text>
      {withElements(storyCopy.ar.isolate.codeSent, {
        email: <Isolate key="email" {...args} />,
        phone: (
          <Isolate key="phone" dir="ltr">
            {ltrSamples.phone}
          </Isolate>
        ),
      })}
    </Text>
  ),
} satisfies Meta<typeof Isolate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In an Arabic sentence the email and the phone read as written, not "rana@example.org.2024" and "962795551000+". */
export const InArabicSentence: Story = {
  globals: { dir: 'rtl' },
  play: async ({ canvasElement }) => expectSamplesReadAsWritten(canvasElement),
};
