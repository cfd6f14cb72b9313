import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TVolunteerEntry, TVolunteerVerification } from '@dpts/contract/volunteering';
import { mockFetch, renderWithApp } from '../../../test/render';
import { createUser, signIn } from '../../../test/factories';
import { VerifyLink } from './verify-link';
import { LogForm } from './log-form';
import { EntryList } from './entry-list';

const token = 'a'.repeat(43);
const shown: TVolunteerVerification = {
  officerName: 'Amaka O.',
  supervisorName: 'Mrs Adebayo',
  activityType: 'teaching',
  title: 'Phone banking class',
  description: 'Taught market traders to use mobile banking safely.',
  date: '2026-11-24',
  startTime: '09:00',
  minutes: 120,
  state: 'Lagos',
  lga: 'Ikeja',
  organisation: null,
  photos: [],
  link: 'https://example.org/class',
  expiresAt: '2026-12-08T10:00:00.000Z',
};

const entry = (overrides: Partial<TVolunteerEntry>): TVolunteerEntry => ({
  _id: '3f1f1b1e-1111-4111-8111-111111111111',
  activityType: 'mentoring',
  title: 'Mentoring session',
  description: 'Mentored two new officers.',
  date: '2026-11-20',
  startTime: '10:00',
  minutes: 90,
  confirmedMinutes: null,
  state: 'Kano',
  lga: 'Albasu',
  organisation: null,
  photos: [],
  link: 'https://example.org/x',
  supervisorName: 'Mr Musa',
  supervisorContact: 'musa@example.org',
  supervisorChannel: 'email',
  status: 'pending',
  supervisorComment: null,
  approverComment: null,
  review: null,
  auditFlag: false,
  autoApproved: false,
  points: 0,
  verifiedAt: null,
  decidedAt: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  ...overrides,
});

describe("the supervisor's page", () => {
  it('shows the entry and sends a lowered number of hours with the comment', async () => {
    const u = userEvent.setup();
    const calls = mockFetch([
      { path: `/v1/volunteering/verify/${token}`, body: { data: shown } },
      {
        method: 'POST',
        path: `/v1/volunteering/verify/${token}`,
        body: { data: { status: 'verified', message: 'Thank you: the activity is confirmed.' } },
      },
    ]);
    renderWithApp(<VerifyLink token={token} />, { path: '/v/:token', initialEntry: '/v/x' });
    await screen.findByRole('heading', { name: 'Phone banking class' });
    expect(screen.getByText(/Amaka O\. says you supervised/)).toBeInTheDocument();
    await u.click(screen.getByRole('radio', { name: /Lower the hours/ }));
    await u.selectOptions(screen.getByLabelText('Hours you saw'), '90');
    await u.type(screen.getByLabelText('Comment (optional)'), 'Left at 10:30');
    await u.click(screen.getByRole('button', { name: 'Send answer' }));
    await screen.findByText('Thank you: the activity is confirmed.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      decision: 'lower',
      minutes: 90,
      comment: 'Left at 10:30',
    });
  });

  it('asks for a reason before denying', async () => {
    const u = userEvent.setup();
    const calls = mockFetch([{ path: `/v1/volunteering/verify/${token}`, body: { data: shown } }]);
    renderWithApp(<VerifyLink token={token} />);
    await screen.findByRole('heading', { name: 'Phone banking class' });
    await u.click(screen.getByRole('radio', { name: /Deny/ }));
    await u.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Say why you deny it.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says when the link was already used', async () => {
    mockFetch([
      {
        path: `/v1/volunteering/verify/${token}`,
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          code: 'LINK_INVALID',
          message: 'This link was already used: the entry has been answered.',
        },
      },
    ]);
    renderWithApp(<VerifyLink token={token} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link was already used');
  });
});

describe("the officer's page", () => {
  it('the log form runs the contract schema before sending anything', async () => {
    const u = userEvent.setup();
    const calls = mockFetch([signIn(createUser())]);
    renderWithApp(<LogForm />);
    await u.click(screen.getByRole('button', { name: 'Log volunteering' }));
    expect(await screen.findByText('Pick an activity type')).toBeInTheDocument();
    expect(screen.getByText('Tick the statement to confirm')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('lists entries with their state and comments, and withdraws a pending one', async () => {
    const u = userEvent.setup();
    const pending = entry({});
    const denied = entry({
      _id: '3f1f1b1e-2222-4222-8222-222222222222',
      title: 'Event support',
      status: 'denied',
      supervisorComment: 'I was not there',
      approverComment: 'No evidence of the event',
    });
    const calls = mockFetch([
      {
        path: '/v1/volunteering',
        body: {
          data: {
            items: [pending, denied],
            page: 1,
            limit: 20,
            total: 2,
            hours: { approvedMinutes: 0, pendingMinutes: 90 },
          },
        },
      },
      {
        method: 'DELETE',
        path: `/v1/volunteering/${pending._id}`,
        body: { data: { ...pending, status: 'withdrawn' } },
      },
    ]);
    renderWithApp(<EntryList />);
    await screen.findByText('Mentoring session');
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Denied')).toBeInTheDocument();
    expect(screen.getByText('No evidence of the event')).toBeInTheDocument();
    expect(screen.getByText('I was not there')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw Event support' })).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Withdraw Mentoring session' }));
    await screen.findByText('Entry withdrawn.');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});

describe('a supervisor with a phone only', () => {
  const phoneOnly = entry({
    _id: '3f1f1b1e-3333-4333-8333-333333333333',
    title: 'Market phone clinic',
    supervisorName: 'Mrs Okafor',
    supervisorContact: '+2348031234567',
    supervisorChannel: 'officer',
  });
  const list = (...items: TVolunteerEntry[]) => ({
    path: '/v1/volunteering',
    body: {
      data: {
        items,
        page: 1,
        limit: 20,
        total: items.length,
        hours: { approvedMinutes: 0, pendingMinutes: 90 },
      },
    },
  });
  const url = `https://dpts.example/volunteering/verify/${'b'.repeat(43)}`;
  const message = `Hello Mrs Okafor, this is Ada Obi. Please confirm the volunteering I did with you: "Market phone clinic", 1.5 h on 2026-11-20 in Albasu, Kano. Open this link to confirm, lower the hours or deny it (no account needed; it works once, until 2026-12-04): ${url}`;

  it('the officer sends the link by WhatsApp, SMS or a copied message, with the text written', async () => {
    const u = userEvent.setup();
    const calls = mockFetch([
      list(phoneOnly),
      {
        method: 'POST',
        path: `/v1/volunteering/${phoneOnly._id}/link`,
        status: 201,
        body: {
          data: { url, message, phone: '+2348031234567', expiresAt: '2026-12-04T10:00:00.000Z' },
        },
      },
    ]);
    renderWithApp(<EntryList />);
    await u.click(await screen.findByRole('button', { name: 'Send the link to Mrs Okafor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the link to Mrs Okafor' });
    expect(within(dialog).getByText(/could not email them/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Message to your supervisor')).toHaveValue(message);
    const text = encodeURIComponent(message);
    expect(within(dialog).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/2348031234567?text=${text}`,
    );
    expect(within(dialog).getByRole('link', { name: 'SMS' })).toHaveAttribute(
      'href',
      `sms:+2348031234567?body=${text}`,
    );
    await u.click(within(dialog).getByRole('button', { name: 'Copy message' }));
    expect(await navigator.clipboard.readText()).toBe(message);
    await screen.findByText('Message copied: paste it to your supervisor.');

    // Closing and opening again shows the same link: one request, one live link.
    await u.click(within(dialog).getByRole('button', { name: /close/i }));
    await u.click(screen.getByRole('button', { name: 'Send the link to Mrs Okafor' }));
    await screen.findByRole('dialog', { name: 'Send the link to Mrs Okafor' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('is offered only while the entry waits for a supervisor who was not emailed', async () => {
    mockFetch([
      list(
        entry({ title: 'Emailed supervisor' }),
        { ...phoneOnly, _id: '3f1f1b1e-4444-4444-8444-444444444444', status: 'verified' },
        { ...phoneOnly, _id: '3f1f1b1e-5555-4555-8555-555555555555', status: 'approved' },
      ),
    ]);
    renderWithApp(<EntryList />);
    await screen.findByText('Emailed supervisor');
    expect(screen.queryByRole('button', { name: /Send the link/ })).toBeNull();
  });

  it("shows the server's refusal from its contract message", async () => {
    const u = userEvent.setup();
    mockFetch([
      list(phoneOnly),
      {
        method: 'POST',
        path: `/v1/volunteering/${phoneOnly._id}/link`,
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: 'CONFLICT',
          message: 'Only an entry waiting for its supervisor can have a link.',
        },
      },
    ]);
    renderWithApp(<EntryList />);
    await u.click(await screen.findByRole('button', { name: 'Send the link to Mrs Okafor' }));
    await screen.findByText('Only an entry waiting for its supervisor can have a link.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
