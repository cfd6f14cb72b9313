import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TTopicCourse } from '@dpts/contract/learning';
import { mockFetch, renderWithApp } from '../../../test/render';
import { createTopic, createTopicCourse, createUser, signIn } from '../../../test/factories';
import { TopicDetails } from './topic-details';

const topic = createTopic(1, { _id: 'topic-1', name: 'Digital Marketing' });

function renderTopic(courses: TTopicCourse[], trackName?: string) {
  const calls = mockFetch([
    signIn(createUser()),
    { path: '/v1/topics/topic-1', body: { topic, courses } },
  ]);
  renderWithApp(<TopicDetails topicId="topic-1" trackName={trackName} />);
  return calls;
}

function courseNames() {
  const table = screen.getByRole('table', { name: 'Courses' });
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.querySelector('[id]')?.textContent);
}

describe('TopicDetails', () => {
  it('shows Loading... then the courses with their status words and a Take Course link', async () => {
    renderTopic(
      [
        createTopicCourse(1, { status: 'completed', point: 50 }),
        createTopicCourse(2, { status: 'enrolled' }),
        createTopicCourse(3, { status: 'not-started' }),
      ],
      'Marketing from state',
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Learning Track Details' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Marketing from state' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/learning-path');

    const table = await screen.findByRole('table', { name: 'Courses' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name of Course', 'Website', 'Earnable Point', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Completed');
    expect(rows[0]).toHaveTextContent('50dpts');
    expect(rows[1]).toHaveTextContent('In-progress');
    expect(rows[2]).toHaveTextContent('Not started');
    const take = within(rows[0]!).getByRole('link', { name: 'Take Course' });
    expect(take).toHaveAttribute('href', 'https://learn.example.com/course-1');
    expect(take).toHaveAttribute('target', '_blank');
    expect(take).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(take).toHaveAccessibleDescription(
      expect.stringMatching(/^Course 1 Take Course opens the course/),
    );
  });

  it('falls back to the track name from the API', async () => {
    renderTopic([createTopicCourse(1)]);
    expect(await screen.findByRole('heading', { name: 'Digital Marketing' })).toBeInTheDocument();
  });

  it('pages 10 courses at a time and searches name and website, back on page 1', async () => {
    const u = userEvent.setup();
    const courses = Array.from({ length: 23 }, (_, i) =>
      createTopicCourse(i + 1, { website: i === 21 ? 'Cisco Networking Academy' : 'Learn Site' }),
    );
    renderTopic(courses);
    await screen.findByRole('table', { name: 'Courses' });
    expect(courseNames()).toHaveLength(10);
    expect(courseNames()[0]).toBe('Course 1');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(courseNames()[0]).toBe('Course 11');
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(courseNames()).toEqual(['Course 21', 'Course 22', 'Course 23']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await u.type(screen.getByRole('searchbox', { name: 'Search Course' }), 'CISCO');
    expect(courseNames()).toEqual(['Course 22']);
    expect(screen.queryByRole('navigation', { name: 'Courses pages' })).not.toBeInTheDocument();

    await u.clear(screen.getByRole('searchbox', { name: 'Search Course' }));
    await u.type(screen.getByRole('searchbox', { name: 'Search Course' }), 'course 1');
    // Course 1 and Course 10 to 19.
    expect(courseNames()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await u.clear(screen.getByRole('searchbox', { name: 'Search Course' }));
    await u.type(screen.getByRole('searchbox', { name: 'Search Course' }), 'nothing like it');
    expect(screen.getByText('No courses available.')).toBeInTheDocument();
  });

  it('says No courses available. for a track without courses', async () => {
    renderTopic([]);
    expect(await screen.findByText('No courses available.')).toBeInTheDocument();
  });

  it('says the track could not be found for an unknown id, with the server message as a toast', async () => {
    mockFetch([
      signIn(createUser()),
      {
        path: '/v1/topics/topic-1',
        status: 404,
        body: {
          statusCode: 404,
          error: 'Not Found',
          code: 'NOT_FOUND',
          message: 'Learning track not found',
        },
      },
    ]);
    renderWithApp(<TopicDetails topicId="topic-1" />);
    expect(await screen.findByText('This learning track could not be found.')).toBeInTheDocument();
    expect(await screen.findByText('Learning track not found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('TopicDetails: what Take Course leads to', () => {
  it('tells an officer without the extension to claim with the certificate link', async () => {
    mockFetch([
      signIn(createUser()),
      { path: '/v1/topics/topic-1', body: { topic, courses: [createTopicCourse(1)] } },
    ]);
    renderWithApp(<TopicDetails topicId="topic-1" />);
    const take = await screen.findByRole('link', { name: 'Take Course' });
    expect(take).toHaveAccessibleDescription(/claim your points with the link of the certificate/);
    expect(take).toHaveAttribute('target', '_blank');
  });

  it('tells an officer with the extension that it follows the course', async () => {
    mockFetch([
      signIn(createUser()),
      { path: '/v1/topics/topic-1', body: { topic, courses: [createTopicCourse(1)] } },
    ]);
    renderWithApp(<TopicDetails topicId="topic-1" isTracked />);
    const take = await screen.findByRole('link', { name: 'Take Course' });
    expect(take).toHaveAccessibleDescription(/extension on this browser follows it/);
  });
});
