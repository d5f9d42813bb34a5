import { createElement } from 'react';
import { addons, types } from 'storybook/manager-api';
import { FlowsPanel } from './flow-player/manager-panel.tsx';
import { ADDON_ID, PANEL_ID } from './flow-player/protocol.ts';

// The flow player (README "The flow player"): the page's machines, their fake calls and the timeline.
addons.register(ADDON_ID, () => {
  addons.add(PANEL_ID, {
    type: types.PANEL,
    title: 'Flows',
    match: ({ viewMode }) => viewMode === 'story',
    render: ({ active }) => createElement(FlowsPanel, { active: Boolean(active) }),
  });
});
