import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

const page = (text: string) => () => Promise.resolve({ default: () => <p>{text}</p> });

describe('lazy pages', () => {
  it('renders a page whose code is already here in the same pass, with no spinner between', async () => {
    const Page = lazyPage(page('Dashboard'));
    await Page.preload();
    render(
      <Suspense fallback={<p>Spinner</p>}>
        <Page />
      </Suspense>,
    );
    // Synchronously: nothing awaited between the render and this line.
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
    expect(screen.queryByText('Spinner')).toBeNull();
  });

  it('shows the spinner while a page that is not here yet loads, then the page', async () => {
    const Page = lazyPage(page('Settings'));
    render(
      <Suspense fallback={<p>Spinner</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Spinner')).toBeInTheDocument();
    expect(await screen.findByText('Settings')).toBeInTheDocument();
  });

  it('loads once however often it is asked, and again after a failed load', async () => {
    let calls = 0;
    let fail = true;
    const Page = lazyPage(() => {
      calls += 1;
      return fail ? Promise.reject(new Error('offline')) : page('Back online')();
    });
    await expect(Page.preload()).rejects.toThrow('offline');
    fail = false;
    await act(() => Promise.all([Page.preload(), Page.preload()]));
    expect(calls).toBe(2);
  });
});
