import { panelFor, type FirstPaintHint } from '@mijas/api';

/**
 * The first-paint hint of a session (`firstPaintOf` in the contract says what `/` then is): the role's panel,
 * whether a member may stay on `/` (SPEC §2 `allowHomeAccess`), and whether the session is kept on this device
 * (Remember Me).
 */
export function firstPaintHint(
  roles: readonly string[],
  allowHomeAccess: boolean,
  kept: boolean,
): FirstPaintHint {
  return {
    panel: panelFor(roles).name,
    homeAllowed: allowHomeAccess,
    kept,
  };
}
