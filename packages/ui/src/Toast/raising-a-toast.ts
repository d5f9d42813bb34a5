// The "How to raise a toast" section of Toast's docs page (Toast.stories.tsx's `parameters.howTo`, shown by
// .storybook/docs-page.tsx). Storybook only: no component imports it.
export const raisingAToast = {
  title: 'How to raise a toast',
  markdown: `
**From a component** under \`UIProvider\` (the app's root and every story have one; it holds the \`Toaster\`):

\`\`\`tsx
const { toast, dismiss } = useToast();
toast({ kind: 'success', title: t.members.renewed, description: t.members.renewedUntil(date) });
\`\`\`

\`kind\` is \`success\`, \`error\`, \`info\` or \`warning\`; \`title\` is required, \`description\` optional, both from
the message catalogue (never literal text). A toast leaves on its own after \`TOAST_DURATION_MS\` (3.5 s; pointing
at it or focusing it holds it); \`error\` is announced at once, the others politely; \`toast()\` returns its id for
\`dismiss(id)\`. F8 moves the focus to the toasts.

**From a flow** (how the pages do it): a machine never imports the toast system. It runs the named action
\`notify\` with the toast, e.g. \`actions: { type: 'notify', params: ({ context }) => ({ kind: 'success', title: … }) }\`
(\`notify\` of \`@mijas/machines\`, which does nothing by default); the app's \`useFlow\` (apps/web/src/lib/use-flow.ts)
provides it as \`toast(params)\`. Tests and stories read the message in the machine's context or on the page.

**In a story**: the preview's \`UIProvider\` holds the toaster, so a story's component calls \`useToast()\` as the
app does; a page story keeps its toasts on screen (its state is what it shows), \`parameters.toastDuration\` sets
another duration.
`,
};
