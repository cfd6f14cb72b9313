import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithApp } from '../../../test/render';
import { HelpPanel } from './help-panel';

describe('HelpPanel', () => {
  it('keeps Send disabled while the message is blank', async () => {
    const u = userEvent.setup();
    mockFetch([]);
    renderWithApp(<HelpPanel />);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await u.type(screen.getByLabelText('Your message'), '   ');
    expect(send).toBeDisabled();
  });

  it('refuses a message the server would refuse (control characters), and sends nothing', async () => {
    const u = userEvent.setup();
    const calls = mockFetch([]);
    renderWithApp(<HelpPanel />);
    await u.click(screen.getByLabelText('Your message'));
    await u.paste('Hello\u0007 there');
    await u.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Must not contain control characters')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('sends the trimmed message, says Message sent successfully and empties the box', async () => {
    const u = userEvent.setup();
    const calls = mockFetch([
      {
        method: 'POST',
        path: '/v1/support/messages',
        body: { success: true, message: 'Message sent successfully' },
      },
    ]);
    renderWithApp(<HelpPanel />);
    await u.type(screen.getByLabelText('Your message'), '  My points are missing.\nPlease check. ');
    await u.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      message: 'My points are missing.\nPlease check.',
    });
    expect(screen.getByLabelText('Your message')).toHaveValue('');
  });
});
