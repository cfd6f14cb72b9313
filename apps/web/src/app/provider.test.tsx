import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

describe("the toasts' host", () => {
  it('is drawn with the first toast, which then shows', async () => {
    // Fresh modules: whether a toast was raised is kept per page load.
    vi.resetModules();
    const { AppProvider } = await import('./provider');
    const { toast } = await import('../lib/toast');
    render(
      <AppProvider>
        <button onClick={() => toast.success('Profile saved')}>Save</button>
      </AppProvider>,
    );
    // Nothing raised: no host, none of react-hot-toast's drawing, even once the page is idle.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(document.querySelector('[data-rht-toaster]')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(document.querySelector('[data-rht-toaster]')).not.toBeNull();
  });
});
