import type { ReactNode } from 'react';
import { useUI } from '../Provider/context';

/** One navigation entry: a link (`href`) or an action (`onSelect`, e.g. Logout or a sub-page). */
export interface NavItem {
  id: string;
  label: string;
  icon?: ReactNode;
  href?: string;
  onSelect?: () => void;
  /** The current page or sub-page (`aria-current="page"`). */
  active?: boolean;
  /** A count shown beside the label (e.g. new applications); none at 0. */
  badge?: number;
  /** What the count means, read instead of the bare number, e.g. '3 new'. */
  badgeLabel?: string;
}

/** Renders a NavItem as the provider's link or as a button, with the given look. */
export function NavEntry({
  item,
  className,
  children,
  onNavigate,
}: {
  item: NavItem;
  className: string;
  children: ReactNode;
  /** Called after the item is followed (closes a mobile menu). */
  onNavigate?: () => void;
}) {
  const { link: RouterLink } = useUI();
  const current = item.active ? ('page' as const) : undefined;
  if (item.href !== undefined) {
    const Anchor = item.href.startsWith('#') ? 'a' : RouterLink;
    return (
      <Anchor
        href={item.href}
        className={className}
        aria-current={current}
        onClick={() => {
          item.onSelect?.();
          onNavigate?.();
        }}
      >
        {children}
      </Anchor>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-current={current}
      onClick={() => {
        item.onSelect?.();
        onNavigate?.();
      }}
    >
      {children}
    </button>
  );
}
