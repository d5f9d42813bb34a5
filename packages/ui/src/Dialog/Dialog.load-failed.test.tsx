import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../Provider/UIProvider';
import { overlayLabels, toastLabels } from './test-labels';

// The dialog's code (Radix's, loaded when it first opens: issue 32) fails to download while `offline` is set.
const network = vi.hoisted(() => ({ offline: true, imports: 0 }));
vi.mock('./DialogModal', async (original) => {
  network.imports += 1;
  if (network.offline) throw new TypeError('Failed to fetch dynamically imported module');
  return original();
});

const { Dialog, preloadDialog } = await import('./Dialog');

describe('a dialog whose code does not come', () => {
  it('says so in its frame, and offers to try again or close, instead of failing the page', async () => {
    const onOpenChange = vi.fn();
    // React reports the error its boundary caught: expected here, kept out of the run's output.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Rendered and the download's failure awaited in one act scope (which holds React's retries).
    await act(async () => {
      render(
        <UIProvider toastLabels={toastLabels} overlayLabels={overlayLabels}>
          <p>The page</p>
          <Dialog open onOpenChange={onOpenChange} title="Renew membership" closeLabel="Close" />
        </UIProvider>,
      );
      await preloadDialog().catch(() => undefined);
    });
    const failed = await screen.findByRole('dialog', { name: 'Renew membership' });
    expect(reported).toHaveBeenCalled();
    reported.mockRestore();
    expect(failed).toHaveTextContent(overlayLabels.loadFailed);
    expect(screen.getByText('The page')).toBeInTheDocument();
    // The focus is in the frame, on its way out of the failure.
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();

    fireEvent.keyDown(failed, { key: 'Escape' });
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledTimes(2);

    // Back online: trying again loads the code, and the dialog opens.
    network.offline = false;
    const before = network.imports;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(network.imports).toBe(before + 1);
    expect(await screen.findByRole('dialog', { name: 'Renew membership' })).not.toHaveTextContent(
      overlayLabels.loadFailed,
    );
  });
});
