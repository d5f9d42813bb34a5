import type { AdminPanelActor } from '@mijas/machines';
import { createPanelContext } from '../../../lib/panel-route.ts';

/**
 * The admin panel's machine for its sub-pages (`AdminPanelRoute` provides it): a sub-page renders the child that
 * runs it (`useAdminPanelChild('memberList')`) and sends the panel its hand-offs (`member.createFrom`).
 */
export const {
  Provider: AdminPanelProvider,
  usePanel: useAdminPanel,
  usePanelChild: useAdminPanelChild,
  useDeferredPanelChild: useDeferredAdminPanelChild,
} = createPanelContext<AdminPanelActor>('admin');
