import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TIMINGS_MS } from '@dpts/contract/constants';
import { useSession } from '../../../lib/session';
import { mockFetch, renderWithApp } from '../../../test/render';
import { createUser, signIn } from '../../../test/factories';
import { MyLearningPath } from './my-learning-path';

const salesOfficer = createUser({
  officerType: 'sales',
  officerData: {
    complementSkill: 'Research & Data',
    technicalCapability: null,
    language: 'English',
  },
  learningPath: ['Sales', 'Data Analysis'],
});

/** The section as the page shows it: always the session's current user. */
function SessionLearningPath({ onUpdated }: { onUpdated?: () => void }) {
  const { user } = useSession();
  return user ? <MyLearningPath user={user} onUpdated={onUpdated} /> : null;
}

function chip(name: string) {
  // AI is offered under both headings; every other path once.
  return screen.getAllByRole('button', { name })[0]!;
}

async function openWizard(u: ReturnType<typeof userEvent.setup>) {
  await u.click(await screen.findByRole('button', { name: 'Change Your learning Path' }));
  return screen.findByRole('dialog', { name: 'Change Your learning Path' });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Change Your learning Path', () => {
  it('shows the officer type and chosen paths', async () => {
    mockFetch([signIn(salesOfficer)]);
    renderWithApp(<SessionLearningPath />);
    expect(await screen.findByText('sales officer')).toBeInTheDocument();
    const paths = screen.getByRole('list', { name: 'My learning paths' });
    expect(
      within(paths)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sales', 'Data Analysis']);
  });

  it('keeps Submit disabled until the minimums are met, and changing type clears the paths', async () => {
    const u = userEvent.setup();
    mockFetch([signIn(salesOfficer)]);
    renderWithApp(<SessionLearningPath />);
    await openWizard(u);
    // Step 1 starts from the officer's current answers.
    expect(screen.getByLabelText(/Sales officer/)).toBeChecked();
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(chip('Sales')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();

    await u.click(screen.getByRole('button', { name: 'Back' }));
    await u.click(screen.getByLabelText(/Technical officer/));
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await u.selectOptions(screen.getByLabelText('Technical capability'), 'High');
    expect(next).toBeEnabled();
    await u.click(next);

    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    expect(submit).toBeDisabled();
    expect(screen.getByText('Select at least 3 technical paths (0 selected).')).toBeInTheDocument();
    expect(screen.getByText('Select at least 1 sales path (0 selected).')).toBeInTheDocument();
    await u.click(chip('Cloud-Computing'));
    await u.click(chip('Data Analysis'));
    await u.click(chip('IT Support'));
    expect(submit).toBeDisabled();
    await u.click(chip('Sales'));
    expect(submit).toBeEnabled();
    await u.click(chip('Sales'));
    expect(submit).toBeDisabled();
  });

  it('requires every question in step 1', async () => {
    const u = userEvent.setup();
    const unanswered = createUser({
      officerType: null,
      officerData: { complementSkill: null, technicalCapability: null, language: null },
      learningPath: [],
    });
    mockFetch([signIn(unanswered)]);
    renderWithApp(<SessionLearningPath />);
    expect(await screen.findByText("You haven't chosen a learning path yet.")).toBeInTheDocument();
    await openWizard(u);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await u.click(screen.getByLabelText(/Sales officer/));
    await u.selectOptions(screen.getByLabelText('Language'), 'Hausa');
    expect(next).toBeDisabled();
    await u.selectOptions(screen.getByLabelText('Complement skill'), 'Human Interactions');
    expect(next).toBeEnabled();
  });

  it('sends the update, shows Updating Changes, then the success modal 2 s later; Okay closes all', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const updated = createUser({
      officerType: 'technical',
      officerData: {
        complementSkill: 'Research & Data',
        technicalCapability: 'Mid',
        language: 'English',
      },
      learningPath: ['Cloud-Computing', 'Cybersecurity', 'IT Support', 'Sales'],
    });
    const calls = mockFetch([
      signIn(salesOfficer),
      { method: 'PUT', path: '/v1/profile', body: { data: updated } },
    ]);
    const onUpdated = vi.fn();
    renderWithApp(<SessionLearningPath onUpdated={onUpdated} />);
    await openWizard(u);
    await u.click(screen.getByLabelText(/Technical officer/));
    await u.selectOptions(screen.getByLabelText('Technical capability'), 'Mid');
    await u.click(screen.getByRole('button', { name: 'Next' }));
    for (const path of ['Cloud-Computing', 'Cybersecurity', 'IT Support', 'Sales']) {
      await u.click(chip(path));
    }
    await u.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByRole('dialog', { name: 'Updating Changes' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Change Your learning Path' })).toBeNull();
    await vi.waitFor(() => expect(onUpdated).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/v1/profile',
      body: {
        officerType: 'technical',
        officerData: {
          complementSkill: 'Research & Data',
          technicalCapability: 'Mid',
          language: 'English',
        },
        learningPath: ['Cloud-Computing', 'Cybersecurity', 'IT Support', 'Sales'],
      },
    });
    act(() => {
      vi.advanceTimersByTime(TIMINGS_MS.pathChangeSuccess - 500);
    });
    expect(screen.getByRole('dialog', { name: 'Updating Changes' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(500);
    });
    const success = screen.getByRole('dialog', { name: 'Learning Path Updated' });
    expect(success).toHaveTextContent('Your learning path has been updated successfully.');
    expect(screen.queryByRole('dialog', { name: 'Updating Changes' })).toBeNull();

    await u.click(within(success).getByRole('button', { name: 'Okay' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('technical officer')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'My learning paths' })).toHaveTextContent(
      'Cybersecurity',
    );
    expect(JSON.parse(window.localStorage.getItem('root')!).user.officerType).toBe('technical');
    expect(screen.getByRole('button', { name: 'Change Your learning Path' })).toHaveFocus();
  });

  it('returns to the wizard with the choices kept when the server refuses', async () => {
    const u = userEvent.setup();
    mockFetch([
      signIn(salesOfficer),
      {
        method: 'PUT',
        path: '/v1/profile',
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          code: 'VALIDATION_FAILED',
          message: 'Please select the required number of paths.',
        },
      },
    ]);
    renderWithApp(<SessionLearningPath />);
    await openWizard(u);
    await u.click(screen.getByRole('button', { name: 'Next' }));
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Please select the required number of paths.'),
    ).toBeInTheDocument();
    const wizard = await screen.findByRole('dialog', { name: 'Change Your learning Path' });
    expect(within(wizard).getByRole('button', { name: 'Sales' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('sales officer')).toBeInTheDocument();
  });
});
