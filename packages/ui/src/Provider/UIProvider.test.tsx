import { act, render, renderHook, screen } from '@testing-library/react';
import { forwardRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Link } from '../Link/Link';
import { useToast } from '../Toast/toast-store';
import type { LinkComponentProps } from './context';
import { themes } from '../theme/themes.css';
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

/** The toaster's words, which the app gives from its catalogue. */
const toastLabels = {
  region: 'Notifications ({hotkey})',
  toast: 'Notification',
  dismiss: 'Dismiss',
};

describe('UIProvider', () => {
  it('applies theme and direction to its root', () => {
    render(
      <UIProvider toastLabels={toastLabels} theme="dark" dir="rtl">
        <p>مرحبا</p>
      </UIProvider>,
    );
    const root = screen.getByText('مرحبا').closest('[data-theme]');
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(root).toHaveAttribute('dir', 'rtl');
  });

  it('routes app links through the link component, but not #anchors', () => {
    render(
      <UIProvider toastLabels={toastLabels} linkComponent={RouterLink}>
        <Link href="/login">Login</Link>
        <Link href="#join">Join</Link>
      </UIProvider>,
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('data-router');
    expect(screen.getByRole('link', { name: 'Join' })).not.toHaveAttribute('data-router');
  });

  it('has one toaster: a nested provider shares it and keeps the outer link component', async () => {
    function Notify() {
      const { toast } = useToast();
      return (
        <button type="button" onClick={() => toast({ title: 'Admin activated' })}>
          Notify
        </button>
      );
    }
    render(
      <UIProvider toastLabels={toastLabels} linkComponent={RouterLink}>
        <UIProvider toastLabels={toastLabels} theme="dark">
          <Link href="/member">Member Panel</Link>
          <Notify />
        </UIProvider>
      </UIProvider>,
    );
    expect(screen.getByRole('link', { name: 'Member Panel' })).toHaveAttribute('data-router');
    act(() => screen.getByRole('button', { name: 'Notify' }).click());
    // The toaster's code is fetched with the first toast: give a busy machine time for the import.
    expect(await screen.findByText('Admin activated', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: /Notifications/ })).toHaveLength(1);
  });

  it("loads the toaster's code with the first toast, and shows toasts pushed with useToast", async () => {
    const { result } = renderHook(() => useToast(), {
      wrapper: ({ children }) => <UIProvider toastLabels={toastLabels}>{children}</UIProvider>,
    });
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
    act(() => {
      result.current.toast({ kind: 'success', title: 'Member activated' });
    });
    expect(await screen.findByText('Member activated', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });

  it('follows the device in the system theme', () => {
    render(
      <UIProvider toastLabels={toastLabels} theme="system">
        <p>Hello</p>
      </UIProvider>,
    );
    const root = screen.getByText('Hello').closest('[data-theme]');
    expect(root).toHaveAttribute('data-theme', 'system');
    expect(root?.className).toContain(themes.system);
  });

  it('explains a missing provider', () => {
    expect(() => renderHook(() => useToast())).toThrow(/needs a <UIProvider>/);
  });
});
