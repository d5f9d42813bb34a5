import { addMemberMachine } from '../addMember/addMemberMachine.ts';
import { addMemberFromApplicationMachine } from '../addMemberFromApplication/addMemberFromApplicationMachine.ts';

/**
 * Add Member's form: the blank one, or the one filled from an application (`?from=`). The admin panel loads this
 * module, beside the forms' rules, when Add Member opens (`adminPanelMachine`'s `loadAddMember`): the panel's
 * other sub-pages download none of it (issue 32).
 */
export function addMemberFormFor(fromApplication: boolean) {
  return fromApplication ? addMemberFromApplicationMachine : addMemberMachine;
}
