import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LoadingBoundary, preloadable } from './preloadable.tsx';

/** A part whose code comes when `arrive` is called, counting its mounts. */
function slowPart() {
  const mounts: string[] = [];
  let arrive = () => {};
  function Part({ label }: { label: string }) {
    // The label it mounted with: a mount is counted once, whatever it shows later.
    const [mounted] = useState(label);
    useEffect(() => {
      mounts.push(mounted);
    }, [mounted]);
    return <p>{label}</p>;
  }
  const Lazy = preloadable(
    () =>
      new Promise<typeof Part>((resolve) => {
        arrive = () => resolve(Part);
      }),
  );
  return { Lazy, mounts, arrive: () => arrive() };
}

describe('preloadable', () => {
  it('keeps the part it mounted while its code came: the next render of its parent does not mount it again', async () => {
    const { Lazy, mounts, arrive } = slowPart();
    let rerender = () => {};
    function Parent() {
      const [count, setCount] = useState(0);
      rerender = () => setCount((n) => n + 1);
      return (
        <Suspense fallback={<p>loading</p>}>
          <Lazy label={`part ${count > 0 ? 'again' : 'first'}`} />
        </Suspense>
      );
    }
    render(<Parent />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(Lazy.isLoaded()).toBe(false);
    await act(async () => {
      arrive();
      await Lazy.preload();
    });
    expect(Lazy.isLoaded()).toBe(true);
    expect(await screen.findByText('part first')).toBeInTheDocument();
    act(() => rerender());
    expect(screen.getByText('part again')).toBeInTheDocument();
    expect(mounts).toEqual(['part first']);
  });

  it('renders a part whose code is here at once, without suspending', async () => {
    const { Lazy, mounts, arrive } = slowPart();
    const loading = Lazy.preload();
    arrive();
    await loading;
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy label="part" />
      </Suspense>,
    );
    expect(screen.getByText('part')).toBeInTheDocument();
    expect(mounts).toEqual(['part']);
  });
});

describe('LoadingBoundary', () => {
  it('shows its fallback for a part whose code was not here when it mounted', async () => {
    const { Lazy, arrive } = slowPart();
    render(
      <LoadingBoundary loaded={Lazy.isLoaded()} fallback={<p>loading</p>}>
        <Lazy label="part" />
      </LoadingBoundary>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => {
      arrive();
      await Lazy.preload();
    });
    expect(await screen.findByText('part')).toBeInTheDocument();
  });
});
