import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import direction of `apps/web/src` (eslint.config.js, `import-x/no-restricted-paths`), run through ESLint's
 * API on sources that cross it: a crossing is a lint error, so `pnpm lint` fails on it.
 */
const RULE = 'import-x/no-restricted-paths';
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });
});

/** The lines of `code`, linted as the file `filePath`, that the import-direction rule reports. */
async function crossings(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === RULE).map((m) => m.line);
}

describe('apps/web import direction (eslint.config.js)', { timeout: 30_000 }, () => {
  it('a feature may import itself and the shared folders, never app/, an entry file or another feature', async () => {
    const code = [
      "import { RequireRole } from '../../app/guards.tsx';",
      "import { ViewAdmins } from '../superadmin/view-admins/view-admins.tsx';",
      "import { renderLanding } from '../../prerender.tsx';",
      "import { MemberInformation } from './member-information.tsx';",
      "import { useSession } from '../../lib/session.tsx';",
      "import { PanelLayout } from '../../components/panel/panel-layout.tsx';",
      'export const all = [RequireRole, ViewAdmins, renderLanding, MemberInformation, useSession, PanelLayout];',
    ].join('\n');
    expect(await crossings('apps/web/src/features/member/probe.tsx', code)).toEqual([1, 2, 3]);
  });

  it('the shared folders import neither app/, an entry file nor a feature', async () => {
    const code = [
      "import { routes } from '../app/router.tsx';",
      "import { MemberInformation } from '../features/member/member-information.tsx';",
      "import { renderLanding } from '../prerender.tsx';",
      "import { paths } from '../config/paths.ts';",
      'export const all = [routes, MemberInformation, renderLanding, paths];',
    ].join('\n');
    expect(await crossings('apps/web/src/lib/probe.ts', code)).toEqual([1, 2, 3]);
    expect(await crossings('apps/web/src/components/probe.ts', code)).toEqual([1, 2, 3]);
  });

  it('app/ and the entry files may import features and the shared folders', async () => {
    const code = [
      "import { MemberInformation } from '../features/member/member-information.tsx';",
      "import { useSession } from '../lib/session.tsx';",
      'export const all = [MemberInformation, useSession];',
    ].join('\n');
    expect(await crossings('apps/web/src/app/probe.ts', code)).toEqual([]);
    const entry =
      "import { startLanding } from './features/landing/start-landing.tsx';\nexport { startLanding };";
    expect(await crossings('apps/web/src/probe.tsx', entry)).toEqual([]);
  });
});

/** The lines of `code`, linted as the file `filePath`, that the logical-properties rule reports. */
async function physicalSides(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === 'mijas/logical-properties')
    .map((m) => m.line);
}

describe(
  'logical CSS properties in styles (eslint.config.js, mijas/logical-properties)',
  { timeout: 30_000 },
  () => {
    it('a stylesheet reports physical sides: keys, side values, uneven shorthands, translateX', async () => {
      const code = [
        "import { style } from '@vanilla-extract/css';",
        'export const a = style({',
        "  marginLeft: '1rem',",
        "  'padding-right': 0,",
        '  right: 0,',
        "  borderTopLeftRadius: '4px',",
        "  textAlign: 'left',",
        "  transformOrigin: 'right center',",
        "  padding: '0 1rem 0 2rem',",
        "  borderRadius: '4px 0 0 4px',",
        "  selectors: { '&:hover': { transform: 'translateX(2px)', borderRightColor: 'red' } },",
        '});',
        'export const b = style({',
        "  marginInlineStart: '1rem',",
        '  insetInlineEnd: 0,',
        "  textAlign: 'start',",
        "  padding: '0 1rem 0 1rem',",
        "  margin: '0 auto',",
        "  borderRadius: '4px 4px 0 0',",
        "  transform: 'scaleX(-1) translateY(2px)',",
        '  top: 0,',
        '});',
      ].join('\n');
      expect(await physicalSides('packages/ui/src/Probe/Probe.css.ts', code)).toEqual([
        3, 4, 5, 6, 7, 8, 9, 10, 11, 11,
      ]);
      expect(await physicalSides('apps/web/src/features/member/probe.css.ts', code)).toHaveLength(
        10,
      );
    });

    it('a style prop is checked; other objects in a component are not', async () => {
      const code = [
        'export const A = () => (',
        "  <div style={{ paddingLeft: 8, textAlign: 'right', paddingInlineStart: 8 }} data-x={{ left: 1 }} />",
        ');',
        'export const position = { left: 0 };',
      ].join('\n');
      const lines = await physicalSides('packages/ui/src/Probe/Probe.tsx', code);
      expect(lines).toEqual([2, 2]);
    });

    it('a physical side that must not flip stays with its reason in place', async () => {
      const code = [
        "import { style } from '@vanilla-extract/css';",
        'export const a = style({',
        '  // eslint-disable-next-line mijas/logical-properties -- the pointer moves along the screen x axis',
        "  transform: 'translateX(var(--swipe-x))',",
        '});',
      ].join('\n');
      expect(await physicalSides('packages/ui/src/Probe/Probe.css.ts', code)).toEqual([]);
    });
  },
);

/** The lines of `code`, linted as the file `filePath`, that `rule` (or one of `rule`) reports. */
async function reported(rule: string | string[], filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  const rules = [rule].flat();
  return result!.messages
    .filter((message) => rules.includes(message.ruleId ?? ''))
    .map((m) => m.line);
}

describe(
  'texts a person reads come from the catalogue (eslint.config.js, mijas/no-literal-text)',
  { timeout: 30_000 },
  () => {
    const literalTexts = (filePath: string, code: string) =>
      reported('mijas/no-literal-text', filePath, code);

    it('reports text children, string children and the attributes a person reads or hears', async () => {
      const code = [
        'export const A = ({ busy, name }: { busy: boolean; name: string }) => (',
        '  <section aria-label="Members" title={`Details`} data-id="members" className="wide">',
        '    <h2>Member details</h2>',
        "    <p>{busy ? 'Saving...' : name}</p>",
        '    <img alt="Logo" src="/logo.svg" />',
        '    <input placeholder="Search" type="search" name="q" />',
        '    <Field label="Email" description={name} emptyText="Nothing here" />',
        '    <Badge on="Verified" off={name} />',
        '    <p>{name} · 42 — {name}:</p>',
        '    <Dialog closeLabel={name} size="lg" />',
        '    <span>نادي</span>',
        '  </section>',
        ');',
        'declare const Field: (props: Record<string, unknown>) => null;',
        'declare const Badge: (props: Record<string, unknown>) => null;',
        'declare const Dialog: (props: Record<string, unknown>) => null;',
      ].join('\n');
      const expected = [2, 2, 3, 4, 5, 6, 7, 7, 8, 11];
      expect(await literalTexts('apps/web/src/features/member/probe.tsx', code)).toEqual(expected);
      expect(await literalTexts('packages/ui/src/Probe/Probe.tsx', code)).toEqual(expected);
      expect(await literalTexts('packages/machines/src/probe/probe.tsx', code)).toEqual(expected);
    });

    it("reports a component's default texts, not its default variants", async () => {
      const code = [
        'export function Probe({',
        "  closeLabel = 'Close',",
        "  emptyText = 'Nothing to show.',",
        "  rowLabel = () => 'Options',",
        "  fallback = 'N/A',",
        "  size = 'md',",
        "  tone = 'info',",
        '}: Record<string, unknown>) {',
        '  return [closeLabel, emptyText, rowLabel, fallback, size, tone];',
        '}',
      ].join('\n');
      expect(await literalTexts('packages/ui/src/Probe/Probe.tsx', code)).toEqual([2, 3, 4, 5]);
    });

    it('leaves tests, stories, fixtures, the catalogues, stylesheets and other folders alone', async () => {
      const code = 'export const A = () => <p aria-label="Hello">Hello</p>;';
      for (const filePath of [
        'apps/web/src/features/member/probe.test.tsx',
        'packages/ui/src/Probe/Probe.stories.tsx',
        'apps/web/src/features/member/fixtures.tsx',
        'apps/web/src/i18n/en/probe.ts',
        'packages/ui/src/Probe/Probe.css.ts',
        'packages/ui/src/docs/probe.tsx',
        'apps/server/src/probe.tsx',
      ])
        expect(await literalTexts(filePath, code), filePath).toEqual([]);
    });

    it('an exception stays with its reason in place; without a reason it is an error', async () => {
      const code = [
        'export const A = () => (',
        '  <p>',
        '    {/* eslint-disable-next-line mijas/no-literal-text -- the brand is written alike in every language */}',
        '    MIJAS',
        '    {/* eslint-disable-next-line mijas/no-literal-text */}',
        '    Club',
        '  </p>',
        ');',
      ].join('\n');
      const filePath = 'apps/web/src/features/member/probe.tsx';
      expect(await literalTexts(filePath, code)).toEqual([]);
      expect(await reported('mijas/disable-reason', filePath, code)).toEqual([5]);
    });
  },
);

/** The lines of `code`, linted as the file `filePath`, that a boundary rule (static or dynamic import) reports. */
const boundaryCrossings = (filePath: string, code: string) =>
  reported(['no-restricted-imports', 'no-restricted-syntax'], filePath, code);

describe(
  'the flow tools, the design system and .storybook (eslint.config.js, issue 31)',
  { timeout: 30_000 },
  () => {
    it('packages/flows imports machines, api and ui, never apps/web or .storybook', async () => {
      const code = [
        "import { messages } from '@mijas/api';",
        "import { sessionMachine } from '@mijas/machines';",
        "import { Card } from '@mijas/ui';",
        "import { AppSessionProvider } from '../../../../apps/web/src/lib/session.tsx';",
        "import { en } from '@mijas/web/src/i18n/en.ts';",
        "import preview from '../../../../.storybook/preview.tsx';",
        "const later = () => import('../../../../apps/web/src/app/router.tsx');",
        'export const all = [messages, sessionMachine, Card, AppSessionProvider, en, preview, later];',
      ].join('\n');
      expect(await boundaryCrossings('packages/flows/src/harness/probe.tsx', code)).toEqual([
        4, 5, 6, 7,
      ]);
    });

    it('packages/ui imports no apps/web, machines, api, flow tools or .storybook, its visual tests included', async () => {
      const code = [
        "import { UIProvider } from './Provider/UIProvider.tsx';",
        "import preview from '../../../.storybook/preview';",
        "import { snapshotStories } from '../../../.storybook/visual-tests.ts';",
        "import { en } from '../../../apps/web/src/i18n/en.ts';",
        "import { listState } from '@mijas/machines';",
        "import { LOCALES } from '@mijas/api';",
        "import { StoryEvents } from '@mijas/flows/story-state';",
        "const later = () => import('../../../.storybook/preview');",
        'export const all = [UIProvider, preview, snapshotStories, en, listState, LOCALES, StoryEvents, later];',
      ].join('\n');
      const expected = [2, 3, 4, 5, 6, 7, 8];
      expect(await boundaryCrossings('packages/ui/src/visual.setup.ts', code)).toEqual(expected);
      expect(await boundaryCrossings('packages/ui/src/stories.visual.tsx', code)).toEqual(expected);
      expect(await boundaryCrossings('packages/ui/src/Button/Button.stories.tsx', code)).toEqual(
        expected,
      );
    });

    it('apps/web/src imports nothing from .storybook, in production code, stories, tests or visual tests', async () => {
      const code = [
        "import { snapshotStories } from '../../../.storybook/visual-tests.ts';",
        "const later = () => import('../../../../.storybook/flow-player/overlay.tsx');",
        'export const all = [snapshotStories, later];',
      ].join('\n');
      for (const filePath of [
        'apps/web/src/visual/admin.visual.tsx',
        'apps/web/src/lib/inspector.ts',
        'apps/web/src/lib/inspector.test.tsx',
        'apps/web/src/testing/page-harness.tsx',
        'apps/web/src/features/member/member.stories.tsx',
      ])
        expect(await boundaryCrossings(filePath, code), filePath).toEqual([1, 2]);
    });

    it('apps/web production code loads the flow tools only in development; stories, tests and testing/ import them', async () => {
      const code = [
        "import { PageHarness } from '@mijas/flows/page-harness';",
        "import { resolves } from '../../../../packages/flows/src/harness/actors.ts';",
        "const now = () => import('@mijas/flows/overlay');",
        'export async function start() {',
        '  if (!import.meta.env.DEV) return;',
        "  const { startFlowOverlay } = await import('@mijas/flows/overlay');",
        '  startFlowOverlay();',
        '}',
        'export async function early() {',
        "  await import('@mijas/flows/overlay');",
        '  if (!import.meta.env.DEV) return;',
        '}',
        'export const all = [PageHarness, resolves, now];',
      ].join('\n');
      for (const filePath of [
        'apps/web/src/lib/inspector.ts',
        'apps/web/src/boot.tsx',
        'apps/web/src/features/member/member-information.tsx',
      ])
        expect(await boundaryCrossings(filePath, code), filePath).toEqual([1, 2, 3, 10]);
      // A stylesheet keeps the production code's boundaries beside its own.
      expect(await boundaryCrossings('apps/web/src/components/form.css.ts', code)).toEqual([
        1, 2, 3, 10,
      ]);
      for (const filePath of [
        'apps/web/src/lib/inspector.test.tsx',
        'apps/web/src/features/member/member.stories.tsx',
        'apps/web/src/features/member/fixtures.ts',
        'apps/web/src/features/admin/sub-page/history-stories.ts',
        'apps/web/src/testing/page-harness.tsx',
        'apps/web/src/journeys/journey.tsx',
        'apps/web/src/visual/admin.visual.tsx',
      ])
        expect(await boundaryCrossings(filePath, code), filePath).toEqual([]);
    });

    it("apps/web's stylesheets take the tokens from @mijas/ui/style-tokens, not from an entry of components", async () => {
      const code = [
        "import { vars } from '@mijas/ui';",
        "import { vars as landing } from '@mijas/ui/landing';",
        "import { vars as tokens, dataTableCardsQuery } from '@mijas/ui/style-tokens';",
        "import { field } from './form.css.ts';",
        'export const all = [vars, landing, tokens, dataTableCardsQuery, field];',
      ].join('\n');
      for (const filePath of [
        'apps/web/src/components/probe.css.ts',
        'apps/web/src/features/landing/landing.css.ts',
      ])
        expect(await boundaryCrossings(filePath, code), filePath).toEqual([1, 2]);
      // A component's module imports the components it shows from the flat entry.
      expect(await boundaryCrossings('apps/web/src/components/probe.tsx', code)).toEqual([]);
    });
  },
);

describe(
  'one vocabulary: admin, not office; Applications, not inbox (eslint.config.js, mijas/vocabulary)',
  { timeout: 30_000 },
  () => {
    const offWords = (filePath: string, code: string) =>
      reported('mijas/vocabulary', filePath, code);

    it("reports a file name or an export of the server or the contract that says 'office' or 'inbox'", async () => {
      const code = [
        'export default async function officeRoutes() {}',
        'export const inboxLink = 1;',
        'export function listApplications() {}',
        'const officeHours = 2;',
        'export { officeHours as OFFICE_HOURS, officeHours };',
        'export type InboxRow = { id: string };',
      ].join('\n');
      expect(await offWords('apps/server/src/routes/admin-members.ts', code)).toEqual([
        1, 2, 5, 5, 6,
      ]);
      const clean = 'export const applicationsLink = 1;';
      expect(await offWords('apps/server/src/routes/office-members.ts', clean)).toEqual([1]);
      expect(await offWords('apps/server/src/inbox/queries.ts', clean)).toEqual([1]);
      expect(await offWords('packages/api/src/contract/inbox.ts', clean)).toEqual([1]);
      expect(await offWords('packages/api/src/contract/applications.ts', code)).toEqual([
        1, 2, 5, 5, 6,
      ]);
      expect(await offWords('apps/server/src/applications/admin.ts', clean)).toEqual([]);
    });

    it('reports a file name or any name of the machines, the app, the flow tools, the tests and the benches that says it', async () => {
      const code = [
        'const inboxRows = [1];',
        'export function applicationsPage() {',
        '  return { rows: inboxRows, officeHours: 2 };',
        '}',
        'export const flows = { inboxList: applicationsPage };',
        'export type InboxRow = { id: string };',
        "export const text = 'Come by the office';",
      ].join('\n');
      for (const filePath of [
        'packages/machines/src/applicationsList/probe.ts',
        'packages/flows/src/harness/probe.ts',
        'apps/web/src/features/admin/applications/probe.ts',
        'tests/e2e/probe.spec.ts',
        'bench/probe.bench.mjs',
      ])
        expect(await offWords(filePath, code), filePath).toEqual([1, 3, 5, 6]);
      const jsx = "import { InboxIcon } from './icons.tsx';\nexport const icon = <InboxIcon />;";
      expect(await offWords('apps/web/src/components/panel/probe.tsx', jsx)).toEqual([1]);
      const clean = 'export const applicationsLink = 1;';
      for (const filePath of [
        'packages/machines/src/inboxList/inboxListMachine.ts',
        'packages/machines/src/testing/inbox.ts',
        'packages/flows/src/office/probe.ts',
        'apps/web/src/features/admin/applications/inbox-badges.tsx',
        'tests/e2e/office.spec.ts',
        'bench/inbox.bench.mjs',
      ])
        expect(await offWords(filePath, clean), filePath).toEqual([1]);
      expect(await offWords('packages/machines/src/applicationsList/probe.ts', clean)).toEqual([]);
    });

    it('leaves the design system its pictures: an icon is named by what it draws', async () => {
      const code = "export const InboxIcon = icon(['M3 13h5'], 'InboxIcon');";
      expect(await offWords('packages/ui/src/icons/glyphs/inbox.tsx', code)).toEqual([]);
    });
  },
);

describe(
  'no flow state in React: pages render machines (eslint.config.js, mijas/no-react-state)',
  { timeout: 30_000 },
  () => {
    const hooks = (filePath: string, code: string) =>
      reported(['mijas/no-react-state', 'mijas/disable-reason'], filePath, code);
    const page = [
      "import React, { useEffect, useLayoutEffect, useReducer, useState } from 'react';",
      'export function Page({ id }: { id: string }) {',
      '  const [open, setOpen] = useState(false);',
      '  const [count, add] = useReducer((n: number) => n + 1, 0);',
      '  useEffect(() => setOpen(id !== ""), [id]);',
      '  useLayoutEffect(() => add(), []);',
      '  const [other] = React.useState(() => ({ id }));',
      '  React.useEffect(() => {}, []);',
      '  return open ? count + other.id : null;',
      '}',
    ].join('\n');

    it('reports useState, useReducer, useEffect and useLayoutEffect in the app, its features, its components and its lib', async () => {
      for (const filePath of [
        'apps/web/src/features/admin/probe/probe-page.tsx',
        'apps/web/src/app/routes/probe.tsx',
        'apps/web/src/components/probe.tsx',
        'apps/web/src/lib/probe.ts',
        'apps/web/src/i18n/probe.ts',
        'apps/web/src/main.tsx',
      ])
        expect(await hooks(filePath, page), filePath).toEqual([3, 4, 5, 6, 8]);
    });

    it('lets a value made once through (a useState without its setter)', async () => {
      const code = [
        "import { useState } from 'react';",
        'export function Page() {',
        '  const [client] = useState(() => ({ made: Date.now() }));',
        '  return client.made;',
        '}',
      ].join('\n');
      expect(await hooks('apps/web/src/features/probe/probe.tsx', code)).toEqual([]);
    });

    it('takes an exception on the next line only for a reason of the list, named first', async () => {
      const code = (reason: string) =>
        [
          "import { useEffect } from 'react';",
          'export function Page({ element }: { element: HTMLElement }) {',
          `  // eslint-disable-next-line mijas/no-react-state${reason}`,
          '  useEffect(() => element.focus(), [element]);',
          '  return null;',
          '}',
        ].join('\n');
      const file = 'apps/web/src/features/probe/probe.tsx';
      expect(await hooks(file, code(' -- focus: the field typed into first'))).toEqual([]);
      expect(await hooks(file, code(' -- browser: back online, the card again'))).toEqual([]);
      expect(await hooks(file, code(' -- the selection, kept here for now'))).toEqual([3]);
      expect(await hooks(file, code(''))).toEqual([3]);
      const block = [
        '/* eslint-disable mijas/no-react-state -- focus: all of it */',
        "import { useEffect } from 'react';",
        'export function Page() {',
        '  useEffect(() => {}, []);',
        '}',
      ].join('\n');
      expect(await hooks(file, block)).toEqual([1]);
    });

    it('leaves the stories, the tests and the story harness to their own state', async () => {
      for (const filePath of [
        'apps/web/src/features/admin/probe/probe.stories.tsx',
        'apps/web/src/features/admin/probe/probe.test.tsx',
        'apps/web/src/testing/probe.tsx',
      ])
        expect(await hooks(filePath, page), filePath).toEqual([]);
    });
  },
);

describe(
  'one case for file names per package (eslint.config.js, mijas/file-name-case)',
  {
    timeout: 30_000,
  },
  () => {
    const misnamed = (filePath: string) =>
      reported('mijas/file-name-case', filePath, 'export const a = 1;');

    it('kebab-case in the contract, the server, the tests, the benches and the scripts', async () => {
      for (const filePath of [
        'packages/api/src/contract/admin-members.ts',
        'packages/api/src/contract/admin-members.test.ts',
        'apps/server/src/routes/admin-import.ts',
        'apps/server/test/postgres-server.ts',
        'tests/journeys/admin-tools.journey.spec.ts',
        'bench/admin-export.bench.mjs',
        'scripts/free-port.mjs',
        'scripts/chromium.d.mts',
      ])
        expect(await misnamed(filePath), filePath).toEqual([]);
      for (const filePath of [
        'packages/api/src/contract/adminMembers.ts',
        'packages/api/src/Contract/admin.ts',
        'apps/server/src/routes/AdminImport.ts',
        'apps/server/src/routes/admin_import.test.ts',
        'apps/server/src/memberImport/queries.ts',
        'tests/journeys/adminTools.journey.spec.ts',
        'bench/AdminExport.bench.mjs',
        'scripts/freePort.mjs',
      ])
        expect(await misnamed(filePath), filePath).toEqual([1]);
    });

    it('kebab-case in the app: a PascalCase component file is reported', async () => {
      for (const filePath of [
        'apps/web/src/features/admin/overview/overview-page.tsx',
        'apps/web/src/features/admin/overview/overview-page.stories.tsx',
        'apps/web/src/features/admin/membership-history/membership-history-page.test.tsx',
        'apps/web/src/components/panel/panel-layout.tsx',
        'apps/web/vite.config.ts',
      ])
        expect(await misnamed(filePath), filePath).toEqual([]);
      for (const filePath of [
        'apps/web/src/features/admin/overview/OverviewPage.tsx',
        'apps/web/src/features/admin/overview/OverviewPage.stories.tsx',
        'apps/web/src/components/panel/PanelLayout.tsx',
        'apps/web/src/features/admin/importMembers/choose-file.tsx',
      ])
        expect(await misnamed(filePath), filePath).toEqual([1]);
    });

    it('camelCase in the machines: files and folders', async () => {
      for (const filePath of [
        'packages/machines/src/adminPanel/adminPanelMachine.ts',
        'packages/machines/src/adminPanel/adminPanelMachine.test.ts',
        'packages/machines/src/session/claims.ts',
      ])
        expect(await misnamed(filePath), filePath).toEqual([]);
      for (const filePath of [
        'packages/machines/src/adminPanel/admin-panel-machine.ts',
        'packages/machines/src/admin-panel/adminPanelMachine.ts',
        'packages/machines/src/adminPanel/AdminPanelMachine.ts',
      ])
        expect(await misnamed(filePath), filePath).toEqual([1]);
    });
  },
);

describe(
  'a day and the Arabic plural rules are defined once (eslint.config.js, mijas/defined-once)',
  {
    timeout: 30_000,
  },
  () => {
    const twins = (filePath: string, code: string) =>
      reported('mijas/defined-once', filePath, code);

    it('reports a day in milliseconds written again, and Arabic plural rules made again', async () => {
      const code = [
        'const DAY_MS = 24 * 60 * 60 * 1000;',
        'const day = 24 * 3600 * 1000;',
        'const week = 7 * 86_400_000;',
        'const hour = 60 * 60 * 1000;',
        "const arabic = new Intl.PluralRules('ar');",
        "const jordan = new Intl.PluralRules('ar-JO', { type: 'ordinal' });",
        "const english = new Intl.PluralRules('en');",
        'export const all = [DAY_MS, day, week, hour, arabic, jordan, english];',
      ].join('\n');
      expect(await twins('apps/server/src/seed/probe.ts', code)).toEqual([1, 2, 3, 5, 6]);
      expect(await twins('apps/server/src/routes/probe.test.ts', code)).toEqual([1, 2, 3, 5, 6]);
      expect(await twins('packages/api/src/contract/probe.ts', code)).toEqual([1, 2, 3, 5, 6]);
      expect(await twins('apps/web/src/i18n/ar/probe.ts', code)).toEqual([1, 2, 3, 5, 6]);
    });

    it('leaves their homes alone', async () => {
      expect(
        await twins(
          'packages/api/src/contract/constants.ts',
          'export const DAY_MS = 24 * 60 * 60 * 1000;',
        ),
      ).toEqual([]);
      expect(
        await twins(
          'packages/api/src/i18n/arabic-plural.ts',
          "export const arabicPlural = new Intl.PluralRules('ar');",
        ),
      ).toEqual([]);
    });
  },
);

describe(
  'one component per module (eslint.config.js, mijas/one-component)',
  { timeout: 30_000 },
  () => {
    const seconds = (filePath: string, code: string) =>
      reported('mijas/one-component', filePath, code);
    const page = [
      "import { ProblemList } from './problem-list.tsx';",
      'export function ImportMembersPage() {',
      '  return <ProblemList problems={[]} />;',
      '}',
    ];

    it('reports a second component in an Import Members module, declared or as a const', async () => {
      const code = [
        ...page,
        'function ChooseFile() {',
        '  return <p />;',
        '}',
        'export const Done = () => <p />;',
        'const useStep = () => 1;',
        'export const PREVIEW_PAGE_SIZE = 50;',
      ].join('\n');
      expect(
        await seconds('apps/web/src/features/admin/import-members/import-members-page.tsx', code),
      ).toEqual([5, 8]);
    });

    it('leaves a module of one component and its helpers alone', async () => {
      const code = [...page, 'const useStep = () => 1;', 'export const size = useStep;'].join('\n');
      expect(
        await seconds('apps/web/src/features/admin/import-members/import-members-page.tsx', code),
      ).toEqual([]);
    });
  },
);

describe(
  'one machine per folder of the machines (eslint.config.js, mijas/one-machine-per-folder)',
  { timeout: 30_000 },
  () => {
    const strays = (filePath: string, code: string) =>
      reported('mijas/one-machine-per-folder', filePath, code);
    const machines = [
      "import { setup } from 'xstate';",
      "import { createDetailsMachine } from '../details/detailsMachine.ts';",
      'export const memberDetailsMachine = createDetailsMachine({});',
      'export const adminDetailsMachine = createDetailsMachine({});',
      "const reminderListMachine = setup({}).createMachine({ id: 'reminderList' });",
      'export const quietMachine = adminDetailsMachine.provide({});',
      'export const createThing = () => createDetailsMachine({});',
    ].join('\n');

    it('reports a second machine in its folder’s module, and a machine in any other module', async () => {
      expect(await strays('packages/machines/src/details/detailsMachine.ts', machines)).toEqual([
        4, 5, 6,
      ]);
      expect(await strays('packages/machines/src/searchableList/lists.ts', machines)).toEqual([
        3, 4, 5, 6,
      ]);
    });

    it('leaves one machine in <folder>/<folder>Machine.ts alone, a factory beside it, and the tests', async () => {
      const one = [
        "import { createDetailsMachine } from '../details/detailsMachine.ts';",
        'export const memberDetailsMachine = createDetailsMachine({});',
        'export function createOther() { return createDetailsMachine({}); }',
      ].join('\n');
      expect(
        await strays('packages/machines/src/memberDetails/memberDetailsMachine.ts', one),
      ).toEqual([]);
      expect(
        await strays('packages/machines/src/details/detailsMachine.test.ts', machines),
      ).toEqual([]);
    });
  },
);
