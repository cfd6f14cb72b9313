import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithApp } from '../../test/render';
import { createTopic, createUser, signIn } from '../../test/factories';
import LearningPathPage from './learning-path';

describe('/learning-path', () => {
  it('refreshes the tracks and the dashboard once the learning path changes', async () => {
    const u = userEvent.setup();
    const user = createUser();
    const calls = mockFetch([
      signIn(user),
      { path: '/v1/topics', body: { result: [createTopic(1)] } },
      { method: 'PUT', path: '/v1/profile', body: { data: user } },
    ]);
    const { queryClient } = renderWithApp(<LearningPathPage />, { path: '/learning-path' });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    expect(await screen.findByRole('heading', { level: 1, name: 'Learning Path' })).toBeVisible();
    await screen.findByRole('link', { name: 'Track 1' });

    await u.click(screen.getByRole('button', { name: 'Change Your learning Path' }));
    await u.click(await screen.findByRole('button', { name: 'Next' }));
    await u.click(screen.getByRole('button', { name: 'Submit' }));

    await vi.waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['dashboard'] }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['topics'] });
    await vi.waitFor(() => expect(calls.filter((c) => c.url === '/v1/topics')).toHaveLength(2));
  });
});
