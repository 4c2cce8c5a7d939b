// The stand-in's intent handed to the real part when it arrives: a mouse press counts as the activation even when
// the part arrives before the click (the click then lands on the real trigger, which never saw the press: a journey
// failed so under load, its account menu not opening); a touch press, which may start a scroll, does not.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { intentLoader, LazyOnIntent, type IntentLoader } from './lazy-on-intent.tsx';

interface Part {
  name: string;
}

/** A loader whose module arrives when the test says so. */
function controlledLoader(): { loader: IntentLoader<Part>; arrive: () => Promise<void> } {
  let resolve: (part: Part) => void = () => {};
  const arrival = new Promise<Part>((r) => (resolve = r));
  const loader = intentLoader(() => arrival);
  return {
    loader,
    arrive: async () => {
      resolve({ name: 'menu' });
      await act(async () => {
        await loader.load();
      });
    },
  };
}

function renderStandIn(loader: IntentLoader<Part>) {
  render(
    <LazyOnIntent
      loader={loader}
      preloadWhenVisible={false}
      fallback={({ intent }) => (
        <button type="button" {...intent()}>
          {'Account'}
        </button>
      )}
    >
      {(part, arrival) => <output aria-label={part.name}>{arrival?.kind ?? 'none'}</output>}
    </LazyOnIntent>,
  );
  return screen.getByRole('button', { name: 'Account' });
}

describe('LazyOnIntent', () => {
  it('hands a click on the stand-in to the real part as an activation', async () => {
    const { loader, arrive } = controlledLoader();
    fireEvent.click(renderStandIn(loader), { detail: 1 });
    await arrive();
    expect(screen.getByRole('status', { name: 'menu' })).toHaveTextContent('activate');
  });

  it('counts a mouse press as the activation when the part arrives before the click', async () => {
    const { loader, arrive } = controlledLoader();
    fireEvent.pointerDown(renderStandIn(loader), { pointerType: 'mouse', button: 0 });
    await arrive();
    expect(screen.getByRole('status', { name: 'menu' })).toHaveTextContent('activate');
  });

  it('does not count a touch press, which may be the start of a scroll', async () => {
    const { loader, arrive } = controlledLoader();
    fireEvent.pointerDown(renderStandIn(loader), { pointerType: 'touch', button: 0 });
    await arrive();
    expect(screen.getByRole('status', { name: 'menu' })).toHaveTextContent('none');
  });
});
