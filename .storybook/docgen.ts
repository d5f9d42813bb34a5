// How Storybook reads components' props and descriptions for the docs pages (`typescript` in main.ts), and
// what `docgen.test.ts` checks with the same options.
//
// react-docgen-typescript, not Storybook's default react-docgen: react-docgen reads one file at a time, so a
// prop typed from another module (`variant?: ButtonVariant`, where `ButtonVariant` is
// `(typeof buttonVariants)[number]` in Button.css.ts) showed as `unknown[number]`. This one asks the
// TypeScript checker, which resolves it to `'solid' | 'outline' | 'ghost' | 'danger'`.
import type { ParserOptions } from 'react-docgen-typescript';

export const reactDocgenTypescriptOptions = {
  // String-literal unions become the values a control offers.
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
  // Our own props only: not the 250 attributes a component inherits from React's DOM types.
  propFilter: (prop) => (prop.parent ? !/node_modules/.test(prop.parent.fileName) : true),
  // Storybook needs defaults as strings, as react-docgen gives them.
  savePropValueAsString: true,
} satisfies ParserOptions;
