import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithApp } from '../../../test/render';
import { createUser, signIn } from '../../../test/factories';
import { fileMessages } from '@dpts/contract/files';
import { InviteMembersModal } from './invite-members-modal';

describe('Invite Members', { timeout: 20_000 }, () => {
  it('adds trimmed addresses on Enter, ignores duplicates, removes tags and sends the list', async () => {
    signIn(createUser());
    const calls = mockFetch([
      { path: '/v1/profile', body: { data: createUser() } },
      {
        method: 'POST',
        path: '/v1/league/l1/invite-members',
        body: {
          success: true,
          message: 'Email sent successfully',
          data: { invited: 1, duplicates: 0, alreadyMembers: 0 },
        },
      },
    ]);
    let closed = false;
    renderWithApp(
      <InviteMembersModal
        league={{ _id: 'l1', name: 'Cloud' }}
        open
        onClose={() => (closed = true)}
      />,
    );
    const user = userEvent.setup();
    const input = screen.getByLabelText('Email address');
    await user.type(input, '  Ada@Example.com {Enter}');
    await user.type(input, 'ada@example.com{Enter}');
    await user.type(input, 'bola@example.com{Enter}');
    await user.type(input, 'not-an-email{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email address');
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove bola@example.com' }));
    await user.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText('Email sent successfully')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'POST');
    expect(sent?.body).toEqual({ emails: ['ada@example.com'] });
    await waitFor(() => expect(closed).toBe(true));
  });

  it('says why a member file was refused, in the dialog, and keeps it open', async () => {
    signIn(createUser());
    mockFetch([
      { path: '/v1/profile', body: { data: createUser() } },
      {
        method: 'POST',
        path: '/v1/league/l1/import-members',
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          code: 'FILE_REFUSED',
          message: fileMessages.inflatesTooMuch,
          details: [{ field: 'file', message: fileMessages.inflatesTooMuch }],
        },
      },
    ]);
    let closed = false;
    renderWithApp(
      <InviteMembersModal
        league={{ _id: 'l1', name: 'Cloud' }}
        open
        onClose={() => (closed = true)}
      />,
    );
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('Upload a .csv, .xls or .xlsx file of emails'),
      new File(['PK'], 'members.xlsx'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `The file was not imported: ${fileMessages.inflatesTooMuch}`,
    );
    expect(closed).toBe(false);
  });
});
