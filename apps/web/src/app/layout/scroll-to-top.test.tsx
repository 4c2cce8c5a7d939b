// Focus on a new page (docs/behaviour/shell.md#focus-on-a-new-page): the page's main heading takes focus once it is
// drawn, unless the shopper moved focus elsewhere while the page drew (a header menu, the search box), which stays.
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ScrollToTop } from './scroll-to-top.tsx';

/** A page whose heading is drawn a little after the route changes, as a lazy page's is. */
function SlowPage({ title }: { title: string }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDrawn(true), 150);
    return () => clearTimeout(timer);
  }, []);
  return <main>{drawn ? <h1>{title}</h1> : <p>{'Loading…'}</p>}</main>;
}

function Shell() {
  const navigate = useNavigate();
  return (
    <>
      <header>
        <button type="button" onClick={() => void navigate('/home')}>
          {'Go home'}
        </button>
        <input aria-label="Search" />
      </header>
      <ScrollToTop />
      <Routes>
        <Route path="/profile" element={<main>{'Profile'}</main>} />
        <Route path="/home" element={<SlowPage title="Home" />} />
      </Routes>
    </>
  );
}

function renderShell() {
  render(
    <MemoryRouter initialEntries={['/profile']}>
      <Shell />
    </MemoryRouter>,
  );
}

describe('ScrollToTop focus on a new page', () => {
  it('moves focus to the new page heading once it is drawn', async () => {
    renderShell();
    const go = screen.getByRole('button', { name: 'Go home' });
    go.focus();
    act(() => go.click());
    const heading = await screen.findByRole('heading', { name: 'Home' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('leaves focus where the shopper moved it while the page drew', async () => {
    renderShell();
    const go = screen.getByRole('button', { name: 'Go home' });
    go.focus();
    act(() => go.click());
    const search = screen.getByRole('textbox', { name: 'Search' });
    search.focus();
    await screen.findByRole('heading', { name: 'Home' });
    // Longer than the check's 50 ms interval, after the heading came.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(document.activeElement).toBe(search);
  });
});
