import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { preloadable } from '../lib/preloadable.tsx';
import { LazySection } from './lazy-section.tsx';

it('a section whose code does not come says so with Try again, and shows once it comes; the page stays', async () => {
  const user = userEvent.setup();
  const load = vi
    .fn<() => Promise<() => React.JSX.Element>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue(() => <h2>Passkeys</h2>);
  const Section = preloadable(load);
  render(
    <main>
      <h1>My Profile</h1>
      <LazySection part={Section} />
    </main>,
  );
  expect(
    await screen.findByText('This could not be loaded. Check your connection and try again.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'My Profile' })).toBeInTheDocument();

  // Still offline: it says so again.
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('button', { name: 'Try again' })).toBeEnabled();
  expect(screen.queryByRole('heading', { name: 'Passkeys' })).toBeNull();
  expect(load).toHaveBeenCalledTimes(2);

  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Passkeys' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});
