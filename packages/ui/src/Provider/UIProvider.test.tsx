import { act, render, renderHook, screen } from '@testing-library/react';
import { forwardRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Link } from '../Link/Link';
import { useToast } from '../Toast/Toaster';
import type { LinkComponentProps } from './context';
import { UIProvider } from './UIProvider';

const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink(
  { href, children, ...rest },
  ref,
) {
  return (
    <a ref={ref} href={href} data-router {...rest}>
      {children}
    </a>
  );
});

describe('UIProvider', () => {
  it('applies theme and direction to its root', () => {
    render(
      <UIProvider theme="dark" dir="rtl">
        <p>مرحبا</p>
      </UIProvider>,
    );
    const root = screen.getByText('مرحبا').closest('[data-theme]');
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(root).toHaveAttribute('dir', 'rtl');
  });

  it('routes app links through the link component, but not #anchors', () => {
    render(
      <UIProvider linkComponent={RouterLink}>
        <Link href="/login">Login</Link>
        <Link href="#join">Join</Link>
      </UIProvider>,
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('data-router');
    expect(screen.getByRole('link', { name: 'Join' })).not.toHaveAttribute('data-router');
  });

  it('has one toaster: a nested provider shares it and keeps the outer link component', () => {
    render(
      <UIProvider linkComponent={RouterLink}>
        <UIProvider theme="dark">
          <Link href="/member">Member Panel</Link>
        </UIProvider>
      </UIProvider>,
    );
    expect(screen.getAllByRole('region', { name: /Notifications/ })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Member Panel' })).toHaveAttribute('data-router');
  });

  it('shows toasts pushed with useToast', () => {
    const { result } = renderHook(() => useToast(), {
      wrapper: ({ children }) => <UIProvider>{children}</UIProvider>,
    });
    act(() => {
      result.current.toast({ kind: 'success', title: 'Member activated' });
    });
    expect(screen.getByText('Member activated')).toBeInTheDocument();
  });

  it('explains a missing provider', () => {
    expect(() => renderHook(() => useToast())).toThrow(/needs a <UIProvider>/);
  });
});
