import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy, useState, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../Provider/UIProvider';
import { DialogPart } from './DialogPart';
import { overlayLabels, toastLabels } from './test-labels';

/** What the part renders once its code is here (a page's dialog renders its own `Dialog`). */
function RenewForm() {
  return <form aria-label="Renew form" />;
}

/**
 * A part whose code comes when `arrive` is called, or fails with `fail`: as the app's `preloadable`, once loaded it
 * renders at once, and `preload` asks for the code again.
 */
function partOnTheWay() {
  let loaded: ComponentType | undefined;
  let settle: { arrive: () => void; fail: () => void } | undefined;
  const preload = vi.fn(
    () =>
      new Promise<ComponentType>((resolve, reject) => {
        settle = {
          arrive: () => resolve((loaded = RenewForm)),
          fail: () => reject(new TypeError('Failed to fetch dynamically imported module')),
        };
      }),
  );
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Part() {
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return { Part, preload, settle: () => settle! };
}

function renderPart(Part: ComponentType, preload: () => Promise<object | void>, onClose = vi.fn()) {
  render(
    <UIProvider toastLabels={toastLabels} overlayLabels={overlayLabels}>
      <p>The page</p>
      <button type="button">Row menu</button>
      <DialogPart title="Renew Membership" closeLabel="Close" onClose={onClose} onRetry={preload}>
        <Part />
      </DialogPart>
    </UIProvider>,
  );
  return onClose;
}

describe("a dialog whose part's code loads when it opens", () => {
  it('shows its frame, titled and busy, while the code comes; then the part', async () => {
    const { Part, preload, settle } = partOnTheWay();
    renderPart(Part, preload);
    expect(screen.getByText('Renew Membership').closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('form', { name: 'Renew form' })).toBeNull();
    await act(async () => settle().arrive());
    expect(await screen.findByRole('form', { name: 'Renew form' })).toBeInTheDocument();
    expect(screen.queryByText('Renew Membership')).toBeNull();
    expect(screen.getByText('The page')).toBeInTheDocument();
  });

  it('says when the code did not come: Close ends the dialog, Try again brings the part', async () => {
    const { Part, preload, settle } = partOnTheWay();
    // React reports the error its boundary caught: expected here, kept out of the run's output.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onClose = renderPart(Part, preload);
    await act(async () => settle().fail());
    const failed = await screen.findByRole('dialog', { name: 'Renew Membership' });
    reported.mockRestore();
    expect(failed).toHaveTextContent(overlayLabels.loadFailed);
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    // Modal: the focus given back to the page (a closing menu's trigger) comes back to the frame.
    act(() => screen.getByRole('button', { name: 'Row menu' }).focus());
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();

    fireEvent.keyDown(failed, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);

    // Try again asks for the code once more; the frame stays until it is here.
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(preload).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('dialog', { name: 'Renew Membership' })).toBeInTheDocument();
    await act(async () => settle().arrive());
    expect(await screen.findByRole('form', { name: 'Renew form' })).toBeInTheDocument();
    expect(screen.queryByText(overlayLabels.loadFailed)).toBeNull();
  });

  it("shows the same frames for the dialog's machine's code: coming, then not come, with Try again", () => {
    const onRetry = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    const frame = (code: 'loading' | 'failed') => (
      <UIProvider toastLabels={toastLabels} overlayLabels={overlayLabels}>
        <DialogPart
          code={code}
          title="Renew Membership"
          closeLabel="Close"
          onClose={onClose}
          onRetry={onRetry}
        >
          {null}
        </DialogPart>
      </UIProvider>
    );
    const { rerender } = render(frame('loading'));
    expect(screen.getByText('Renew Membership').closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(frame('failed'));
    const failed = screen.getByRole('dialog', { name: 'Renew Membership' });
    expect(failed).toHaveTextContent(overlayLabels.loadFailed);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    fireEvent.keyDown(failed, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
