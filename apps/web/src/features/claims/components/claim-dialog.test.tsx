import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { claimMessages } from '@dpts/contract/claims';
import { mockFetch, renderWithApp } from '../../../test/render';
import { createUser, signIn } from '../../../test/factories';
import { ClaimCertificateButton } from './claim-certificate-button';

const course = { id: '7d3c8f4e-1a2b-4c5d-8e9f-0a1b2c3d4e5f', name: 'Python', website: 'Coursera' };
const claim = {
  _id: 'c1',
  course: { _id: course.id, name: 'Python', website: 'Coursera', url: 'https://x' },
  site: 'coursera',
  certificateUrl: 'https://www.coursera.org/account/accomplishments/verify/ABCDEF123456',
  source: 'manual',
  state: 'pending',
  reason: null,
  points: 0,
  beforeSignup: false,
  certificateDate: null,
  createdAt: new Date().toISOString(),
  decidedAt: null,
};

describe('I have a certificate', () => {
  it('checks the link with the contract, then sends it and closes', async () => {
    const calls = mockFetch([
      signIn(createUser()),
      { method: 'POST', path: '/v1/profile/claims', status: 201, body: { data: claim } },
    ]);
    renderWithApp(<ClaimCertificateButton course={course} />);
    await userEvent.click(screen.getByRole('button', { name: 'I have a certificate for Python' }));
    const dialog = await screen.findByRole('dialog', { name: 'I have a certificate' });
    expect(dialog).toHaveTextContent('Coursera certificate for “Python”');
    const link = screen.getByLabelText('Certificate link');
    await userEvent.type(link, 'not a link');
    await userEvent.click(screen.getByRole('button', { name: 'Send for verification' }));
    expect(await screen.findByText('Paste the full certificate link (https://…)')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await userEvent.clear(link);
    await userEvent.type(link, claim.certificateUrl);
    await userEvent.click(screen.getByRole('button', { name: 'Send for verification' }));
    await screen.findByText('Certificate received: we are verifying it with the site.');
    // With the claim's idempotency key: a retry after a lost answer never makes a second claim.
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      courseId: course.id,
      certificateUrl: claim.certificateUrl,
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the server’s message for a link that is not that site’s certificate', async () => {
    const message = claimMessages.notThisSite('Coursera');
    mockFetch([
      signIn(createUser()),
      {
        method: 'POST',
        path: '/v1/profile/claims',
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          code: 'BAD_REQUEST',
          message,
          details: [{ field: 'certificateUrl', message }],
        },
      },
    ]);
    renderWithApp(<ClaimCertificateButton course={course} />);
    await userEvent.click(screen.getByRole('button', { name: 'I have a certificate for Python' }));
    await userEvent.type(
      await screen.findByLabelText('Certificate link'),
      'https://www.credly.com/badges/5c2d8a91-3f0e-4b7a-9d16-2e8f4c7b1a05',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send for verification' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByLabelText('Certificate link')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'I have a certificate' })).toBeVisible();
  });

  it('without a course row, asks for the course before sending anything', async () => {
    const calls = mockFetch([
      signIn(createUser()),
      {
        method: 'GET',
        path: '/v1/courses',
        body: {
          result: [
            {
              _id: course.id,
              name: 'Python',
              website: 'Coursera',
              url: 'https://www.coursera.org/learn/python',
              point: 10,
              learningPath: 'technical',
              topic: { _id: 't1', name: 'Programming' },
            },
          ],
        },
      },
    ]);
    renderWithApp(<ClaimCertificateButton />);
    await userEvent.click(screen.getByRole('button', { name: 'I have a certificate' }));
    await userEvent.type(screen.getByLabelText('Certificate link'), claim.certificateUrl);
    await userEvent.click(screen.getByRole('button', { name: 'Send for verification' }));
    expect(await screen.findByText('Choose the course this certificate is for')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await screen.findByRole('option', { name: 'Python (Coursera)' });
    await userEvent.selectOptions(screen.getByLabelText('Course'), 'Python (Coursera)');
    expect(screen.queryByText('Choose the course this certificate is for')).toBeNull();
  });

  it('a claim already made (code CONFLICT) is said above the buttons, the dialog stays', async () => {
    mockFetch([
      signIn(createUser()),
      {
        method: 'POST',
        path: '/v1/profile/claims',
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: 'CONFLICT',
          message: claimMessages.alreadyClaimed,
        },
      },
    ]);
    renderWithApp(<ClaimCertificateButton course={course} />);
    await userEvent.click(screen.getByRole('button', { name: 'I have a certificate for Python' }));
    await userEvent.type(screen.getByLabelText('Certificate link'), claim.certificateUrl);
    await userEvent.click(screen.getByRole('button', { name: 'Send for verification' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(claimMessages.alreadyClaimed);
    expect(screen.getByLabelText('Certificate link')).not.toHaveAttribute('aria-invalid');
  });
});
