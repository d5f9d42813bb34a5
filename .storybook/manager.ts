import { registerFlowsPanel } from '@mijas/flows/storybook-manager';

// The flow player (docs/storybook-and-flows.md "The flow player"): the page's machines, their fake calls and the timeline.
registerFlowsPanel();
