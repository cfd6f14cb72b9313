import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useParams } from 'react-router';
import { mockFetch, renderWithApp } from '../../../test/render';
import { createTopic, createUser, signIn } from '../../../test/factories';
import { TracksTable } from './tracks-table';

const mine = new Set([5, 12, 18]);
const topics = Array.from({ length: 19 }, (_, i) =>
  createTopic(i + 1, {
    inMyPath: mine.has(i + 1),
    learningPath: i % 2 ? 'technical' : 'sales',
  }),
);

function TopicProbe() {
  const { topicId } = useParams();
  const { state } = useLocation();
  return (
    <p>
      Topic {topicId} named {(state as { trackName: string }).trackName}
    </p>
  );
}

function trackNames() {
  const table = screen.getByRole('table', { name: 'Learning tracks, your own first' });
  return within(table)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('TracksTable', () => {
  it('lists the officer’s tracks first, 10 per page, with kind, courses and points', async () => {
    const u = userEvent.setup();
    mockFetch([signIn(createUser()), { path: '/v1/topics', body: { result: topics } }]);
    renderWithApp(<TracksTable />, { path: '/learning-path' });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Learning tracks, your own first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Track', 'Path kind', 'Courses', 'Total points']);
    expect(trackNames()).toHaveLength(10);
    expect(trackNames().slice(0, 4)).toEqual(['Track 5', 'Track 12', 'Track 18', 'Track 1']);
    const firstRow = within(table).getAllByRole('row')[1]!;
    expect(firstRow).toHaveTextContent('In my path');
    expect(firstRow).toHaveTextContent('Sales');
    expect(firstRow).toHaveTextContent('500dpts');
    expect(within(table).getAllByRole('row')[4]).not.toHaveTextContent('In my path');

    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(trackNames()).toHaveLength(9);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Previous' }));
    expect(trackNames()[0]).toBe('Track 5');
  });

  it('opens /topic-details/{id} with the track name in navigation state', async () => {
    const u = userEvent.setup();
    mockFetch([signIn(createUser()), { path: '/v1/topics', body: { result: topics } }]);
    renderWithApp(<TracksTable />, {
      path: '/learning-path',
      extraRoutes: [{ path: '/topic-details/:topicId', element: <TopicProbe /> }],
    });
    await u.click(await screen.findByRole('link', { name: 'Track 12' }));
    expect(await screen.findByText('Topic topic-12 named Track 12')).toBeInTheDocument();
  });
});
