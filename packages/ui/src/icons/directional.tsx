import type { SVGProps } from 'react';
import { mirroredInRtl } from './directional.css';
import { icon } from './icon';

/**
 * An icon whose drawing points along the line (toward the start or the end edge): drawn for left-to-right and
 * mirrored in right-to-left by its stylesheet. Kept apart from `icons.tsx`, whose icons read the same both ways,
 * so pages without a direction-bearing icon (the landing) carry none of this.
 */
export function directionalIcon(paths: readonly string[], displayName: string) {
  const Drawn = icon(paths, displayName);
  function Icon({ className, ...props }: SVGProps<SVGSVGElement>) {
    return (
      <Drawn className={className ? `${mirroredInRtl} ${className}` : mirroredInRtl} {...props} />
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

/** A chevron pointing to the start edge (left, right in right-to-left): collapses the sidebar. */
export const ChevronStartIcon = directionalIcon(['m15 18-6-6 6-6'], 'ChevronStartIcon');
