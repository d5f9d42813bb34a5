import type { ArgTypesEnhancer } from 'storybook/internal/types';
import { storyNameFromExport, toId } from 'storybook/internal/csf';

type ByTitle = Readonly<Record<string, readonly string[]>>;

/**
 * The page stories with visual baselines, by title and export name: each page's main state and its error and
 * dialog states, at a desktop and a phone width. This list alone decides which page stories are snapshotted:
 * the same set goes to Chromatic (its modes) and to the local baselines (`apps/web/src/pages.visual.tsx`,
 * `pnpm test:visual:update`); a page story's own `chromatic.disableSnapshot` is overridden.
 *
 * Why 41 and not all ~200: each is two screenshots of a whole page run through its play function, about a
 * second and a half each on a 2-core machine: the set adds about two minutes to the `visual` project. A page's
 * other states differ from these by a message or a field, which the stories' own assertions check.
 */
export const PAGE_SNAPSHOTS: ByTitle = {
  'Pages/Landing': ['SignedOut', 'ValidationErrors'],
  'Pages/Auth/Login': ['Editing', 'WrongPassword'],
  'Pages/Auth/Forgot password': ['Failed'],
  'Pages/Auth/Reset code': ['Editing', 'WrongCode'],
  'Pages/Auth/Reset password': ['Mismatch'],
  'Pages/Auth/Email verification': ['VerifiedPasswordNeeded', 'Failed'],
  'Pages/Auth/Verify email (token)': ['Success', 'Failed'],
  'Pages/Member/Member dashboard': ['CardActive', 'Profile', 'EditingInvalid', 'CardServerError'],
  'Pages/Admin/Panel': ['ViewMembersByDefault'],
  'Pages/Admin/View Members': [
    'Loaded',
    'Details',
    'DetailsFailed',
    'RenewInvalid',
    'ConfirmDeactivateMember',
  ],
  'Pages/Admin/Add Member': ['Empty', 'Invalid', 'Refused'],
  'Pages/Admin/Update Member': ['FromNavigationState', 'SaveFailed'],
  'Pages/Admin/Membership History': ['Loaded', 'MoreDetails'],
  'Pages/Admin/Member History': ['Loaded'],
  'Pages/Admin/My Profile': ['Loaded', 'FailedWithServerMessage'],
  'Pages/Admin/Edit Admin Information': ['Editing', 'SaveFailed'],
  'Pages/Superadmin/Panel': ['ViewAdminsByDefault', 'CreateAdminTab'],
  'Pages/Superadmin/View Admins': ['Loaded', 'Details', 'DeactivateAfterConfirming'],
  'Pages/Superadmin/Create Admin': ['Empty', 'RequiredFields'],
};

/**
 * Of PAGE_SNAPSHOTS, those snapshotted at the desktop width only for now: their play function asserts the
 * panel's side navigation (or the landing's header links), which a phone shows behind the menu button, so the
 * story fails at 390 px (in Chromatic too). Once a story only asserts what a phone shows too, drop it from here.
 */
export const DESKTOP_ONLY: ByTitle = {
  'Pages/Landing': ['SignedOut'],
  'Pages/Member/Member dashboard': ['CardActive'],
  'Pages/Admin/Panel': ['ViewMembersByDefault'],
  'Pages/Admin/Edit Admin Information': ['Editing'],
  'Pages/Admin/Update Member': ['FromNavigationState'],
  'Pages/Superadmin/Panel': ['ViewAdminsByDefault'],
};

/** The widths of the page snapshots (Chromatic's modes; the local baselines' `page.viewport`). */
export const PAGE_MODES = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 } },
} as const;

/** Story ids (Storybook's own rule from a title and an export name). */
function storyIds(byTitle: ByTitle): Set<string> {
  return new Set(
    Object.entries(byTitle).flatMap(([title, exports]) =>
      exports.map((name) => toId(title, storyNameFromExport(name))),
    ),
  );
}

export const pageSnapshotIds: ReadonlySet<string> = storyIds(PAGE_SNAPSHOTS);
const desktopOnlyIds = storyIds(DESKTOP_ONLY);

/**
 * Opts the listed page stories into snapshots (`chromatic`: `disableSnapshot: false`, `modes`,
 * `cropToViewport`) and the other page stories out, without touching their files (other work rewrites them):
 * Storybook has no per-story parameter from the project, so this enhancer, run once per story as Storybook
 * prepares it (in the preview, in Chromatic's capture and in composeStories alike), sets the story's own
 * parameters (a fresh object per story). It leaves the arg types as they are. tests/e2e/chromatic-set.spec.ts
 * reads the built Storybook's stories as Chromatic does.
 */
export const withPageSnapshots: ArgTypesEnhancer = (context) => {
  if (context.title.startsWith('Pages/')) {
    const listed = pageSnapshotIds.has(context.id);
    const { phone, ...desktop } = PAGE_MODES;
    context.parameters.chromatic = {
      ...(context.parameters.chromatic as object | undefined),
      disableSnapshot: !listed,
      // The first screen at each width, as the local baselines capture it.
      ...(listed
        ? {
            cropToViewport: true,
            modes: desktopOnlyIds.has(context.id) ? desktop : { ...desktop, phone },
          }
        : {}),
    };
  }
  return context.argTypes;
};
