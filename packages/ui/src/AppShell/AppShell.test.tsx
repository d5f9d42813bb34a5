import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { LinkComponentProps } from '../Provider/context';
import { UIProvider } from '../Provider/UIProvider';
import { AppShell } from './AppShell';
import type { NavItem } from './navItem';

describe('AppShell hydrating a page rendered before any script', () => {
  let container: HTMLElement | null = null;
  afterEach(() => {
    container?.remove();
    container = null;
  });

  it('learns the screen (the toggle named, the sidebar marked) without making its navigation again', async () => {
    // The router's link, as the app gives it: rendered once for each entry the navigation makes.
    let linkRenders = 0;
    function CountedLink({ children, ...props }: LinkComponentProps) {
      linkRenders += 1;
      return <a {...props}>{children}</a>;
    }
    const items: NavItem[] = ['overview', 'members', 'history'].map((id) => ({
      id,
      label: id,
      href: `/admin/${id}`,
    }));
    const shell = (
      <UIProvider linkComponent={CountedLink}>
        <AppShell
          brand="MIJAS"
          navLabel="Admin"
          items={items}
          collapseLabel="Collapse the menu"
          expandLabel="Open the menu"
          skipLinkLabel="Skip to content"
        >
          <p>Content</p>
        </AppShell>
      </UIProvider>
    );
    container = document.createElement('div');
    container.innerHTML = renderToString(shell);
    document.body.append(container);
    // The prerendered page knows no screen: the stylesheet decides, the toggle is named by what it shows.
    expect(container.querySelector('aside')?.hasAttribute('data-collapsed')).toBe(false);
    linkRenders = 0;

    await act(async () => {
      hydrateRoot(container!, shell);
    });

    // After hydration the screen is known (jsdom's is wide): the sidebar expanded, the toggle named for it.
    expect(container.querySelector('aside')?.getAttribute('data-collapsed')).toBe('false');
    expect(container.querySelector('button[aria-controls]')?.getAttribute('aria-label')).toBe(
      'Collapse the menu',
    );
    // Hydration rendered each entry once; the render that learnt the screen did not render them again.
    expect(linkRenders).toBe(items.length);
  });
});
