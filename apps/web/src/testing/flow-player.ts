import { createFlowPlayer } from '@mijas/flows/storybook-preview';
import { setFakeProvider } from '../lib/flow-overrides.tsx';
import { connectFlowDevtools, flowDevtools } from '../lib/inspector.ts';

/**
 * The flow player (`@mijas/flows`) plugged into this app's machines: while a story is in the canvas, every actor
 * the app starts reports to the story's runtime (`lib/inspector.ts`) and `FlowOverrides` hands its fakes to the
 * runtime's scenarios (`lib/flow-overrides.tsx`).
 */
export const { FlowPlayerRoot, withFlowPlayer } = createFlowPlayer({
  plug(runtime) {
    connectFlowDevtools(runtime);
    setFakeProvider(runtime?.provideFakes);
  },
  plugged: flowDevtools,
});
