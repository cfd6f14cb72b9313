import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TBadgeClass } from '@dpts/contract/badges';
import type { TCatalogueTopic } from '@dpts/contract/admin';
import { mockFetch, renderWithApp } from '../../../test/render';
import { createUser, signIn } from '../../../test/factories';
import { BadgesManager } from './badges-manager';

const track: TCatalogueTopic = {
  _id: '6f1c1a52-8f0e-4c7e-9d55-0b9f0f2f6d11',
  name: 'Cybersecurity',
  description: '',
  learningPath: 'technical',
  isActive: true,
  courseCount: 4,
  createdAt: '2026-11-01T00:00:00.000Z',
};

const badge = (overrides: Partial<TBadgeClass>): TBadgeClass => ({
  _id: '0b3e3d4a-1111-4111-8111-111111111111',
  name: 'First Step',
  description: 'Your first verified course.',
  criteria: 'Complete one course whose certificate the site confirms.',
  image: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  rule: { kind: 'courses', count: 1 },
  isActive: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

const firstStep = badge({});
const trackBadge = badge({
  _id: '0b3e3d4a-2222-4222-8222-222222222222',
  name: 'Cyber Guardian',
  rule: { kind: 'track', topicId: track._id },
});
const retired = badge({
  _id: '0b3e3d4a-3333-4333-8333-333333333333',
  name: 'Top of the Day',
  rule: { kind: 'board_first' },
  isActive: false,
});

const routes = [
  signIn(createUser({ role: 'super' })),
  { path: '/v1/super/badges', body: { data: [firstStep, trackBadge, retired] } },
  { path: '/v1/super/catalogue/topics', body: { data: [track] } },
];

describe('BadgesManager', () => {
  it('lists every class with its rule in words, retired ones marked', async () => {
    mockFetch(routes);
    renderWithApp(<BadgesManager />, { path: '/manage-badges' });
    const items = await screen.findAllByTestId('badge-class');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'First Step ',
      'Cyber Guardian ',
      'Top of the Day (retired)',
    ]);
    expect(within(items[0]!).getByText('1 verified course')).toBeInTheDocument();
    expect(await within(items[1]!).findByText('Every course of Cybersecurity')).toBeInTheDocument();
    expect(within(items[2]!).getByText("First on a closed day's board")).toBeInTheDocument();
    expect(within(items[2]!).getByRole('button', { name: 'Restore Top of the Day' })).toBeVisible();
  });

  it('checks a new class with the contract schema before sending anything', async () => {
    const u = userEvent.setup();
    const calls = mockFetch(routes);
    renderWithApp(<BadgesManager />, { path: '/manage-badges' });
    await u.click(await screen.findByRole('button', { name: 'Add badge' }));
    const form = screen.getByRole('form', { name: 'Add a badge' });
    await u.selectOptions(within(form).getByLabelText('Awarded for'), 'volunteering');
    await u.type(within(form).getByLabelText('How many hours'), '0');
    await u.click(within(form).getByRole('button', { name: 'Add badge' }));
    expect(within(form).getAllByText('Required')).toHaveLength(3);
    expect(within(form).getByLabelText('How many hours')).toHaveAccessibleDescription('At least 1');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('adds a class for N courses from one site, the rule as the contract takes it', async () => {
    const u = userEvent.setup();
    const made = badge({
      _id: '0b3e3d4a-4444-4444-8444-444444444444',
      name: 'Cisco Learner',
      rule: { kind: 'site', website: 'Cisco Networking Academy', count: 3 },
    });
    const calls = mockFetch([
      ...routes,
      { method: 'POST', path: '/v1/super/badges', status: 201, body: { data: made } },
    ]);
    renderWithApp(<BadgesManager />, { path: '/manage-badges' });
    await u.click(await screen.findByRole('button', { name: 'Add badge' }));
    const form = screen.getByRole('form', { name: 'Add a badge' });
    await u.type(within(form).getByLabelText('Name'), 'Cisco Learner');
    await u.type(within(form).getByLabelText('Description'), 'Three Cisco courses.');
    await u.type(within(form).getByLabelText('Criteria'), 'Complete three Cisco courses.');
    await u.selectOptions(within(form).getByLabelText('Awarded for'), 'site');
    await u.selectOptions(within(form).getByLabelText('Learning site'), 'Cisco Networking Academy');
    await u.type(within(form).getByLabelText('How many courses from the site'), '3');
    await u.click(within(form).getByRole('button', { name: 'Add badge' }));
    await screen.findByText('Cisco Learner added');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Cisco Learner',
      description: 'Three Cisco courses.',
      criteria: 'Complete three Cisco courses.',
      image: null,
      thumbnail: null,
      rule: { kind: 'site', website: 'Cisco Networking Academy', count: 3 },
      isActive: true,
    });
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('edits a track class: the track is chosen by name, and an unchanged image is not sent', async () => {
    const u = userEvent.setup();
    const calls = mockFetch([
      ...routes,
      {
        method: 'PUT',
        path: `/v1/super/badges/${trackBadge._id}`,
        body: { data: { ...trackBadge, name: 'Cyber Defender' } },
      },
    ]);
    renderWithApp(<BadgesManager />, { path: '/manage-badges' });
    await u.click(await screen.findByRole('button', { name: 'Edit Cyber Guardian' }));
    const form = screen.getByRole('form', { name: 'Edit Cyber Guardian' });
    expect(within(form).getByLabelText('Learning track')).toHaveDisplayValue('Cybersecurity');
    const name = within(form).getByLabelText('Name');
    await u.clear(name);
    await u.type(name, 'Cyber Defender');
    await u.click(within(form).getByRole('button', { name: 'Save badge' }));
    await screen.findByText('Cyber Defender saved');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Cyber Defender',
      description: trackBadge.description,
      criteria: trackBadge.criteria,
      rule: { kind: 'track', topicId: track._id },
      isActive: true,
    });
  });

  it('retires and restores a class', async () => {
    const u = userEvent.setup();
    const calls = mockFetch([
      ...routes,
      {
        method: 'PUT',
        path: `/v1/super/badges/${firstStep._id}`,
        body: { data: { ...firstStep, isActive: false } },
      },
      {
        method: 'PUT',
        path: `/v1/super/badges/${retired._id}`,
        body: { data: { ...retired, isActive: true } },
      },
    ]);
    renderWithApp(<BadgesManager />, { path: '/manage-badges' });
    await u.click(await screen.findByRole('button', { name: 'Retire First Step' }));
    await screen.findByText('First Step retired: no new awards; badges already awarded stay valid');
    await u.click(screen.getByRole('button', { name: 'Restore Top of the Day' }));
    await screen.findByText('Top of the Day restored');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.url, c.body])).toEqual([
      [`/v1/super/badges/${firstStep._id}`, { isActive: false }],
      [`/v1/super/badges/${retired._id}`, { isActive: true }],
    ]);
  });

  it("refusing to delete an awarded class shows the contract's message", async () => {
    const u = userEvent.setup();
    mockFetch([
      ...routes,
      {
        method: 'DELETE',
        path: `/v1/super/badges/${firstStep._id}`,
        status: 409,
        body: {
          statusCode: 409,
          error: 'Conflict',
          code: 'CONFLICT',
          message: 'This badge has been awarded: retire it instead',
        },
      },
    ]);
    renderWithApp(<BadgesManager />, { path: '/manage-badges' });
    await u.click(await screen.findByRole('button', { name: 'Delete First Step' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete First Step?' });
    await u.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('This badge has been awarded: retire it instead');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
