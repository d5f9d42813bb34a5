// Storybook builds the manager with the classic JSX transform (React.createElement), and drops an import that
// is never read: React is in scope, and read (`React.useState`).
import React from 'react';
import { AddonPanel } from 'storybook/internal/components';
import { CURRENT_STORY_WAS_SET, STORY_CHANGED } from 'storybook/internal/core-events';
import {
  addons,
  types,
  useChannel,
  useStorybookApi,
  useStorybookState,
} from 'storybook/manager-api';
import { Panel } from '../player/Panel.tsx';
import {
  ADDON_ID,
  EVENTS,
  LINK_PARAM,
  PANEL_ID,
  type PlayerCommand,
  type PlayerView,
} from '../player/protocol.ts';
import { flowsFirst, panelOnStory } from './panels.ts';

/** Adds the Flows panel to Storybook's manager (`.storybook/manager.ts`), in the story view. */
export function registerFlowsPanel(): void {
  addons.register(ADDON_ID, (api) => {
    addons.add(PANEL_ID, {
      type: types.PANEL,
      title: 'Flows',
      match: ({ viewMode }) => viewMode === 'story',
      render: ({ active }) => <FlowsPanel active={Boolean(active)} />,
    });
    // The first tab, and the one a page or journey story opens on (panels.ts).
    flowsFirst(addons.getElements(types.PANEL));
    const choosePanel = () => {
      const story = api.getCurrentStoryData();
      const panel = story && panelOnStory(story.title, api.getSelectedPanel());
      if (panel) api.setSelectedPanel(panel);
    };
    // The story first shown (a page opened at its address), then each story chosen.
    api.on(CURRENT_STORY_WAS_SET, choosePanel);
    api.on(STORY_CHANGED, choosePanel);
  });
}

/** The flow player's panel in Storybook's manager: what the preview's runtime reports, commands back to it. */
export function FlowsPanel({ active }: { active: boolean }) {
  const api = useStorybookApi();
  const { storyId } = useStorybookState();
  const [view, setView] = React.useState<PlayerView | null>(null);
  const emit = useChannel({
    [EVENTS.view]: (next: PlayerView) => setView(next),
    [STORY_CHANGED]: () => setView(null),
  });
  React.useEffect(() => {
    if (active) emit(EVENTS.request);
  }, [active, emit, storyId]);
  return (
    <AddonPanel active={active}>
      <Panel
        variant="addon"
        view={view?.story === storyId ? view : null}
        send={(command) => emit(EVENTS.command, command)}
        linkFor={(encoded) =>
          api.getStoryHrefs(storyId, {
            base: 'origin',
            queryParams: { [LINK_PARAM]: encoded, addonPanel: PANEL_ID },
          }).managerHref
        }
        onRestart={() => emit(EVENTS.command, { type: 'restart' } satisfies PlayerCommand)}
      />
    </AddonPanel>
  );
}
