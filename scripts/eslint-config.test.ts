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
      "import { PanelLayout } from '../../components/panel/PanelLayout.tsx';",
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
