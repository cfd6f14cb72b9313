import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { StaticHtml } from './static-html';

let rendered = 0;
function Section() {
  rendered += 1;
  return (
    <section>
      <h2>Everything you need to keep learning</h2>
      <a href="/signup">Sign Up Now</a>
    </section>
  );
}

const page = (
  <MemoryRouter>
    <Routes>
      <Route
        path="/"
        element={
          <main>
            <StaticHtml>
              <Section />
            </StaticHtml>
          </main>
        }
      />
      <Route path="/signup" element={<p>Sign-up page</p>} />
    </Routes>
  </MemoryRouter>
);

describe('StaticHtml', () => {
  it('keeps the built HTML as it is instead of hydrating it; its links still move within the app', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    rendered = 0;
    await act(async () => {
      hydrateRoot(container, page);
    });
    // Not drawn again on the phone: the built section is there, untouched.
    expect(rendered).toBe(0);
    expect(
      screen.getByRole('heading', { name: 'Everything you need to keep learning' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Sign Up Now' }));
    expect(await screen.findByText('Sign-up page')).toBeInTheDocument();
    container.remove();
  });

  it('draws its children when the page was not built ahead (the officer comes back to it)', () => {
    rendered = 0;
    render(page);
    expect(rendered).toBe(1);
    expect(screen.getByRole('link', { name: 'Sign Up Now' })).toBeInTheDocument();
  });
});
