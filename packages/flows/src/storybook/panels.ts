import { PANEL_ID } from '../player/protocol.ts';

/** Storybook's Controls panel. */
export const CONTROLS_PANEL_ID = 'addon-controls';

/** The stories whose machines the Flows panel drives: the pages and the journeys. */
const FLOW_STORIES = /^(Pages|Journeys)\//;

/**
 * Puts the Flows panel first among the manager's addon tabs (`panels` is the manager's own table of panels, in
 * the order it shows their tabs), the others in their order.
 */
export function flowsFirst(panels: Record<string, unknown>): void {
  if (!(PANEL_ID in panels)) return;
  const others = Object.entries(panels).filter(([id]) => id !== PANEL_ID);
  for (const [id] of others) delete panels[id];
  for (const [id, panel] of others) panels[id] = panel;
}

/**
 * The tab a story of `title` opens on, `selected` being the tab shown now: Flows on a page or journey story,
 * Controls on another story when Flows (which has nothing there) was shown; undefined keeps the tab.
 */
export function panelOnStory(title: string, selected: string | undefined): string | undefined {
  if (FLOW_STORIES.test(title)) return PANEL_ID;
  return selected === PANEL_ID || selected === undefined ? CONTROLS_PANEL_ID : undefined;
}
