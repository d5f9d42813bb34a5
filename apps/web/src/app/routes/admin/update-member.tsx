import { ROLES, type MemberListItem } from '@mijas/api';
import { useLocation, useSearchParams } from 'react-router';
import { AdminRoutePanel } from '../../../features/admin/admin-shell/admin-panel.tsx';
import { UpdateMemberForm } from '../../../features/admin/update-member/update-member-form.tsx';
import { useText } from '../../../i18n/index.ts';
import { RequireRole } from '../../guards.tsx';
import type { PageTextName } from '../../../i18n/page-texts.ts';

/** The member View Members passed in navigation state, when it is the one `?id=` names (if any). */
function memberFromState(state: unknown, id: string | null): MemberListItem | null {
  if (typeof state !== 'object' || state === null || !('member' in state)) return null;
  const member = (state as { member: unknown }).member;
  if (typeof member !== 'object' || member === null) return null;
  const candidate = member as Partial<MemberListItem>;
  if (typeof candidate.id !== 'string' || typeof candidate.username !== 'string') return null;
  return id === null || id === candidate.id ? (member as MemberListItem) : null;
}

/** The list View Members passed in navigation state: where the form goes back to (`listReturnPath`). */
function returnToFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return null;
  const returnTo = (state as { returnTo: unknown }).returnTo;
  return typeof returnTo === 'string' ? returnTo : null;
}

/** The admins' own texts load with it (`i18n/page-texts.ts`). */
export const pageTexts: readonly PageTextName[] = ['staff'];

/** SPEC §2 /update-member: 'Update Member' inside the admin's panel (View Members marked). */
export function Component() {
  const text = useText().admin.updateMember;
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const member = memberFromState(location.state, id);
  return (
    <RequireRole role={ROLES.admin}>
      <AdminRoutePanel active="view-members" title={text.title}>
        <UpdateMemberForm
          key={id ?? member?.id ?? ''}
          member={member}
          memberId={id}
          returnTo={returnToFromState(location.state)}
        />
      </AdminRoutePanel>
    </RequireRole>
  );
}
