import type { ReactNode } from 'react';
import { paths } from '../../config/paths.ts';
import { CardIcon, ReceiptIcon, UserIcon } from '../../components/panel/panel-icons.tsx';
import { PanelLayout } from '../../components/panel/panel-layout.tsx';
import { useText } from '../../i18n/index.ts';
import { useSessionRef } from '../../lib/session.tsx';

/** The member panel's entries: the card (its renewal under it), the receipts, the profile. */
export type MemberEntry = 'membership' | 'receipts' | 'profile';

/** SPEC §2 /member's shell, shared by the card's page and the pages under it (`/member/renew`, receipts). */
export function MemberPanel({
  active,
  title,
  description,
  children,
}: {
  active: MemberEntry;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const { member, paymentsFrame } = useText();
  const session = useSessionRef();
  return (
    <PanelLayout
      navLabel={member.panel.navLabel}
      // SPEC §2: Home lets this browser session stay on the landing page.
      onHome={() => session.send({ type: 'home.allow' })}
      items={[
        {
          id: 'membership',
          label: member.panel.nav.membership,
          icon: <CardIcon />,
          href: paths.member.build('membership'),
          active: active === 'membership',
        },
        {
          id: 'receipts',
          label: paymentsFrame.memberNav.receipts,
          icon: <ReceiptIcon />,
          href: paths.memberReceipts.build(),
          active: active === 'receipts',
        },
        {
          id: 'profile',
          label: member.panel.nav.profile,
          icon: <UserIcon />,
          href: paths.member.build('profile'),
          active: active === 'profile',
        },
      ]}
      title={title}
      description={description}
    >
      {children}
    </PanelLayout>
  );
}
