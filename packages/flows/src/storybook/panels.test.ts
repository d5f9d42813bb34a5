import { describe, expect, it } from 'vitest';
import { PANEL_ID } from '../player/protocol.ts';
import { flowsFirst, panelOnStory } from './panels.ts';

describe('the Flows panel in the manager', () => {
  it('is the first addon tab, the others in their order', () => {
    const panels: Record<string, { title: string }> = {
      'addon-controls': { title: 'Controls' },
      'storybook/actions/panel': { title: 'Actions' },
      'storybook/a11y/panel': { title: 'Accessibility' },
      [PANEL_ID]: { title: 'Flows' },
    };
    flowsFirst(panels);
    expect(Object.keys(panels)).toEqual([
      PANEL_ID,
      'addon-controls',
      'storybook/actions/panel',
      'storybook/a11y/panel',
    ]);
  });

  it('is the tab a page or journey story opens on; a component story opens on Controls', () => {
    expect(panelOnStory('Pages/Auth/Login', 'addon-controls')).toBe(PANEL_ID);
    expect(panelOnStory('Journeys/Session', 'storybook/a11y/panel')).toBe(PANEL_ID);
    expect(panelOnStory('Forms/TextField', PANEL_ID)).toBe('addon-controls');
    // A tab QA chose on a component story stays chosen.
    expect(panelOnStory('Forms/TextField', 'storybook/a11y/panel')).toBeUndefined();
  });
});
