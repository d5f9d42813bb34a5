import { ROLES } from '@mijas/api';
import { memberCardMachine, memberProfileMachine } from '@mijas/machines';
import { Spinner, Stack } from '@mijas/ui';
import { useSearchParams } from 'react-router';
import { LazySignedInDevices } from '../../../components/devices/lazy-signed-in-devices.tsx';
import { LazyPasskeys } from '../../../components/passkeys/lazy-passkeys.tsx';
import { MembershipCard } from '../../../features/member/membership-card.tsx';
import { MemberPanel } from '../../../features/member/member-panel.tsx';
import { RenewalStatus } from '../../../features/member/renewal/renewal-status.tsx';
import { useText } from '../../../i18n/index.ts';
import { loadPageTexts } from '../../../i18n/page-texts.ts';
import { LoadingBoundary, preloadable } from '../../../lib/preloadable.tsx';
import { useFlow } from '../../../lib/use-flow.ts';
import { RequireRole } from '../../guards.tsx';
import { useApi, useSession } from '../../../lib/session.tsx';

type MemberTab = 'membership' | 'profile';

/**
 * My Profile's record and its form: their code comes when the sub-page is opened (the route's `preload`, before
 * it shows), so the card's page, the one a member opens most, downloads none of it.
 */
const MemberInformation = preloadable(() =>
  import('../../../features/member/member-information.tsx').then((m) => m.MemberInformation),
);

/** The sub-page lives in the address (`?tab=profile`), so a reload or a shared link keeps it. */
function useMemberTab(): MemberTab {
  const [params] = useSearchParams();
  return params.get('tab') === 'profile' ? 'profile' : 'membership';
}

/** SPEC §2 /member: the membership card (default) and My Profile, in the panel shell. */
export function Component() {
  return (
    <RequireRole role={ROLES.member}>
      <MemberDashboard />
    </RequireRole>
  );
}

function MemberDashboard() {
  const { member: text, common } = useText();
  const userId = useSession((s) => s.context.user?.id ?? null);
  // The card and the record load at once, whichever sub-page is shown; switching sub-pages asks for neither again.
  const api = useApi();
  const actorRef = useFlow(memberProfileMachine, { api });
  // The card keeps its last copy in the session's local storage, which logout clears.
  const local = useSession((s) => s.context.local);
  // Remember Me keeps the session, and so the card, on this device after the browser is closed.
  const remembered = useSession((s) => s.context.remember);
  const cardRef = useFlow(memberCardMachine, { api, userId, storage: local });
  const tab = useMemberTab();
  const page = tab === 'profile' ? text.profile : text.membership;
  return (
    <MemberPanel active={tab} title={page.title} description={page.description}>
      <Stack gap="lg">
        {tab === 'profile' ? (
          <>
            {/* Loaded before the sub-page shows (`preload`); a render without the router waits for it here. */}
            <LoadingBoundary
              loaded={MemberInformation.isLoaded()}
              fallback={<Spinner label={common.loadingPage} showLabel />}
            >
              <MemberInformation actorRef={actorRef} />
            </LoadingBoundary>
            <LazyPasskeys />
            <LazySignedInDevices />
          </>
        ) : (
          <>
            <MembershipCard actorRef={cardRef} remembered={remembered} />
            <RenewalStatus api={api} />
          </>
        )}
      </Stack>
    </MemberPanel>
  );
}

/**
 * The profile names the member's nationality and country: their names in the page's language come before it
 * renders (an Arabic profile showed 'Jordan' until they came). The card needs none.
 */
export async function preload(url: URL) {
  if (url.searchParams.get('tab') === 'profile')
    await Promise.all([loadPageTexts(['countryNames']), MemberInformation.preload()]);
}
