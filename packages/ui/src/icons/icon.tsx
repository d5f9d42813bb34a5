import type { SVGProps } from 'react';

/**
 * Makes a decorative 24×24 stroke icon from its path data (the design system's icons in `./glyphs/`, and the
 * app's panel icons); its meaning is always given by text or an accessible name nearby.
 */
export function icon(paths: readonly string[], displayName: string) {
  function Icon(props: SVGProps<SVGSVGElement>) {
    return (
      <svg
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        focusable={false}
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}
