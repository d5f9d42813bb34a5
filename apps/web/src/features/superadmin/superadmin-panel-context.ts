import type { SuperadminPanelActor } from '@mijas/machines';
import { createPanelContext } from '../../lib/panel-route.ts';

/** The root admin's panel machine for its sub-pages (`SuperadminPanelRoute` provides it). */
export const {
  Provider: SuperadminPanelProvider,
  usePanel: useSuperadminPanel,
  usePanelChild: useSuperadminPanelChild,
} = createPanelContext<SuperadminPanelActor>('root admin');
