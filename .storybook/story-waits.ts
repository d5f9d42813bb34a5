// The story projects' setup (vitest.config.ts: `storybook` and `storybook-ar`): a play function's `findBy…`/`waitFor`
// waits for what the story shows next for up to 5 s, not the default 1 s, as the page tests do: a journey's next
// screen comes after its machines' actors and the scripted calls, which a busy 2-core machine delays past a second
// (Journeys/Admin's first list; in Arabic, Membership History after its link). Set here, for the story tests only:
// in the preview it broke the Flow player's docs page (tests/e2e/copy-link.spec.ts).
import { configure } from 'storybook/test';

configure({ asyncUtilTimeout: 5_000 });
