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
