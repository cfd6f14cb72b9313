import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCatalogueCourse, TCatalogueTopic } from '@dpts/contract/admin';
import { mockFetch, renderWithApp } from '../../../test/render';
import { createUser, signIn } from '../../../test/factories';
import { CatalogueManager } from './catalogue-manager';

const topic: TCatalogueTopic = {
  _id: '6f1c1a52-8f0e-4c7e-9d55-0b9f0f2f6d11',
  name: 'Cybersecurity',
  description: '',
  learningPath: 'technical',
  isActive: true,
  courseCount: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
};
const course: TCatalogueCourse = {
  _id: 'c1',
  name: 'Introduction to Cybersecurity',
  website: 'Cisco Networking Academy',
  url: 'https://www.netacad.com/courses/introduction-to-cybersecurity',
  point: 20,
  learningPath: 'technical',
  isActive: true,
  topic: { _id: topic._id, name: topic.name, isActive: true },
  completions: 3,
  identifiers: [],
  createdAt: '2026-11-01T00:00:00.000Z',
};
const routes = [
  { path: '/v1/super/catalogue/topics', body: { data: [topic] } },
  {
    path: '/v1/super/catalogue/courses',
    body: { data: { items: [course], page: 1, limit: 10, total: 1, totalCapped: false } },
  },
];

describe('CatalogueManager', () => {
  it('shows an admin the catalogue without any way to change it', async () => {
    mockFetch([signIn(createUser({ role: 'admin' })), ...routes]);
    renderWithApp(<CatalogueManager canManage={false} />, { path: '/manage-courses' });
    await screen.findByText('Introduction to Cybersecurity');
    expect(screen.queryByRole('button', { name: 'Add Course' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retire/ })).not.toBeInTheDocument();
  });

  it('asks super to confirm retiring, saying paid points stay, and sends it', async () => {
    const u = userEvent.setup();
    const calls = mockFetch([
      signIn(createUser({ role: 'super' })),
      ...routes,
      {
        method: 'POST',
        path: '/v1/super/catalogue/courses/c1/retire',
        body: { data: { ...course, isActive: false } },
      },
    ]);
    renderWithApp(<CatalogueManager canManage />, { path: '/manage-courses' });
    await u.click(
      await screen.findByRole('button', { name: 'Retire Introduction to Cybersecurity' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Retire Introduction to Cybersecurity?' });
    expect(within(dialog).getByText(/Points already earned stay/)).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Retire' }));
    await screen.findByText('Introduction to Cybersecurity retired');
    expect(
      calls.some((c) => c.method === 'POST' && c.url === '/v1/super/catalogue/courses/c1/retire'),
    ).toBe(true);
  });

  it('edits a course: sends the changed points without its address, says so and closes', async () => {
    const u = userEvent.setup();
    const calls = mockFetch([
      signIn(createUser({ role: 'super' })),
      ...routes,
      { method: 'PUT', path: '/v1/super/catalogue/courses/c1', body: { data: course } },
    ]);
    renderWithApp(<CatalogueManager canManage />, { path: '/manage-courses' });
    await u.click(
      await screen.findByRole('button', { name: 'Edit Introduction to Cybersecurity' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Course' });
    expect(within(dialog).getByLabelText('Course page address')).toHaveAttribute('readonly');
    await u.clear(within(dialog).getByLabelText('Points'));
    await u.type(within(dialog).getByLabelText('Points'), '25');
    await u.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Course saved');
    expect(screen.queryByRole('dialog', { name: 'Edit Course' })).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: course.name,
      point: 25,
      learningPath: course.learningPath,
      topicId: topic._id,
    });
  });

  it('adds a learning track from its name, path and description', async () => {
    const u = userEvent.setup();
    const calls = mockFetch([
      signIn(createUser({ role: 'super' })),
      ...routes,
      { method: 'POST', path: '/v1/super/catalogue/topics', body: { data: topic } },
    ]);
    renderWithApp(<CatalogueManager canManage />, { path: '/manage-courses' });
    await u.click(await screen.findByRole('button', { name: 'Add Learning Track' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Learning Track' });
    await u.type(within(dialog).getByLabelText('Track name'), 'Data Skills');
    await u.selectOptions(within(dialog).getByLabelText('Path'), 'Technical');
    await u.type(within(dialog).getByLabelText('Description'), 'Working with data');
    await u.click(within(dialog).getByRole('button', { name: 'Add track' }));
    await screen.findByText('Learning track saved');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Data Skills',
      description: 'Working with data',
      learningPath: 'technical',
    });
  });

  it('lets super give a course its identifier at the issuer, checked against the issuer’s form', async () => {
    const u = userEvent.setup();
    const pair = '74381078-44ac-4581-8471-36bd1ce495b7/10b1a2de-f36b-4730-b1ca-8505e19f4390';
    const calls = mockFetch([
      signIn(createUser({ role: 'super' })),
      ...routes,
      {
        method: 'PUT',
        path: '/v1/super/catalogue/courses/c1/identifiers',
        body: {
          data: { ...course, identifiers: [{ kind: 'credly-badge-class', value: pair }] },
          message: 'Course identifiers saved',
        },
      },
    ]);
    renderWithApp(<CatalogueManager canManage />, { path: '/manage-courses' });
    expect(await screen.findByText('None: certificates go to review')).toBeInTheDocument();
    await u.click(
      screen.getByRole('button', { name: 'Identifiers of Introduction to Cybersecurity' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Identifiers of Introduction to Cybersecurity',
    });
    await u.click(within(dialog).getByRole('button', { name: 'Add identifier' }));
    await u.type(within(dialog).getByLabelText('Identifier'), 'not a badge class');
    await u.click(within(dialog).getByRole('button', { name: 'Save identifiers' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Not a Credly badge class (issuer id / badge class id)',
    );
    await u.clear(within(dialog).getByLabelText('Identifier'));
    await u.type(within(dialog).getByLabelText('Identifier'), pair.toUpperCase());
    await u.click(within(dialog).getByRole('button', { name: 'Save identifiers' }));
    await screen.findByText('Course identifiers saved');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ identifiers: [{ kind: 'credly-badge-class', value: pair }] });
  });
});
