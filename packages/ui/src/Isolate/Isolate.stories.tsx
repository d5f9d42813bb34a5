import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../layout/layout';
import { Isolate } from './Isolate';
import { expectSamplesReadAsWritten, ltrSamples } from './isolation-checks';

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
  args: { children: ltrSamples.email },
  render: (args) => (
    <Text>
      أُرسل رمز التحقق إلى <Isolate {...args} /> وإلى الرقم{' '}
      <Isolate dir="ltr">{ltrSamples.phone}</Isolate>.
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
