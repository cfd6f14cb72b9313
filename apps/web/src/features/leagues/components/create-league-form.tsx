import type { MessageDescriptor } from '@lingui/core';
import { contractText } from '../../../lib/contract-text';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import {
  ZLeagueCreateRequest,
  type TLeague,
  type TLeagueCreateData,
  type TLeagueCreateRequest,
  type TLeaguePath,
} from '@dpts/contract/leagues';
import { Button, ButtonLink } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { formatPoints } from '../../../lib/format';
import { useCatalogueCourses, useCreateLeague } from '../api/create-league';
import { ImageUpload } from '../../../components/image-upload';
import { ShareLinkModal } from './share-link-modal';
import { leagueShareLink } from '../lib/share-link';

function RadioCard({
  name,
  checked,
  onChange,
  title,
  text,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  title: string;
  text?: string;
}) {
  return (
    <label
      className={`flex flex-1 cursor-pointer flex-col gap-1 rounded-card border p-4 ${
        checked ? 'border-brand-600 bg-brand-50 ring-2 ring-brand-200' : 'border-line bg-white'
      }`}
    >
      <span className="flex items-center gap-2 font-semibold text-ink">
        <input
          type="radio"
          name={name}
          checked={checked}
          onChange={onChange}
          className="accent-brand-600"
        />
        {title}
      </span>
      {text ? <span className="text-sm text-muted">{text}</span> : null}
    </label>
  );
}

function Toggle({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  label: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-center justify-between gap-3 rounded-xl border border-line p-4">
      <span className="text-sm font-medium text-ink">{label}</span>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="h-5 w-9 accent-brand-600"
      />
    </label>
  );
}

const paths: { value: TLeaguePath; title: MessageDescriptor }[] = [
  { value: 'sales', title: msg({ message: 'Sales', context: 'path kind' }) },
  { value: 'technical', title: msg({ message: 'Technical', context: 'path kind' }) },
  { value: 'all', title: msg`General path` },
];

/** /leagues/create: public, private unspecialized, and private specialized (two steps). */
export function CreateLeagueForm() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [step, setStep] = useState<1 | 2>(1);
  const [search, setSearch] = useState('');
  const [created, setCreated] = useState<TLeague | null>(null);
  const [isSharing, setIsSharing] = useState(false);
  const create = useCreateLeague();
  const form = useForm<TLeagueCreateRequest, unknown, TLeagueCreateData>({
    resolver: zodResolver(ZLeagueCreateRequest),
    defaultValues: {
      name: '',
      description: '',
      image: '',
      private: false,
      discoverable: true,
      path: 'all',
      courses: [],
    },
  });
  const { errors } = form.formState;
  const isPrivate = form.watch('private');
  const speciality = form.watch('speciality');
  const isSpecialized = isPrivate && speciality === 'Specialized';
  const path = form.watch('path') ?? 'all';
  const chosen = form.watch('courses') ?? [];
  const image = form.watch('image');
  const courses = useCatalogueCourses(isSpecialized && step === 2 ? path : null);
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (courses.data ?? []).filter(
      (c) =>
        !needle ||
        c.name.toLowerCase().includes(needle) ||
        c.website.toLowerCase().includes(needle),
    );
  }, [courses.data, search]);

  const submit = form.handleSubmit((values) =>
    create.mutate(values, { onSuccess: (res) => setCreated(res.data) }),
  );
  async function next() {
    const ok = await form.trigger(['name', 'description', 'image', 'speciality']);
    if (ok) setStep(2);
  }
  const canCreate = Boolean(
    form.watch('name')?.trim() && form.watch('description')?.trim() && image,
  );
  const shareLink = created ? leagueShareLink(created._id) : '';

  return (
    <div className="flex flex-col gap-6">
      <ButtonLink to="/leagues/discover" variant="ghost" size="sm" className="self-start">
        ← {t`Back`}
      </ButtonLink>
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{t`Create League`}</h1>
        <p className="mt-1 text-muted">
          {step === 1 ? t`Step 1 of league details` : t`Step 2: path and courses`}
        </p>
      </div>
      <form
        onSubmit={submit}
        noValidate
        className="flex max-w-2xl flex-col gap-5 rounded-card bg-white p-5 shadow-sm ring-1 ring-line sm:p-8"
      >
        {step === 1 ? (
          <>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium text-ink">{t`League type`}</legend>
              <div className="flex flex-col gap-3 sm:flex-row">
                <RadioCard
                  name="type"
                  title={t`Public`}
                  text={t`Anyone can join`}
                  checked={!isPrivate}
                  onChange={() => {
                    form.setValue('private', false);
                    form.setValue('speciality', undefined);
                    form.setValue('courses', []);
                  }}
                />
                <RadioCard
                  name="type"
                  title={t`Private`}
                  text={t`Officers request to join or are invited`}
                  checked={isPrivate === true}
                  onChange={() => form.setValue('private', true)}
                />
              </div>
            </fieldset>
            {isPrivate ? (
              <fieldset className="flex flex-col gap-2">
                <legend className="mb-2 text-sm font-medium text-ink">{t`Speciality`}</legend>
                <div className="flex flex-col gap-3 sm:flex-row">
                  <RadioCard
                    name="speciality"
                    title={t`Specialized`}
                    text={t`Members take courses you choose`}
                    checked={speciality === 'Specialized'}
                    onChange={() =>
                      form.setValue('speciality', 'Specialized', {
                        shouldValidate: form.formState.isSubmitted,
                      })
                    }
                  />
                  <RadioCard
                    name="speciality"
                    title={t`Unspecialized`}
                    text={t`Any course counts`}
                    checked={speciality === 'Unspecialized'}
                    onChange={() => {
                      form.setValue('speciality', 'Unspecialized', {
                        shouldValidate: form.formState.isSubmitted,
                      });
                      form.setValue('courses', []);
                    }}
                  />
                </div>
                {errors.speciality ? (
                  <p role="alert" className="text-sm text-danger-600">
                    {contractText(errors.speciality.message ?? '')}
                  </p>
                ) : null}
              </fieldset>
            ) : null}
            <TextField
              label={t`League name`}
              error={errors.name?.message}
              {...form.register('name')}
            />
            <div className="flex flex-col gap-1.5">
              <label htmlFor="league-description" className="text-sm font-medium text-ink">
                {t`Description`}
              </label>
              <textarea
                id="league-description"
                rows={4}
                aria-invalid={errors.description ? true : undefined}
                className="block w-full rounded-xl border border-line px-4 py-3 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
                {...form.register('description')}
              />
              {errors.description ? (
                <p role="alert" className="text-sm text-danger-600">
                  {contractText(errors.description.message ?? '')}
                </p>
              ) : null}
            </div>
            <ImageUpload
              value={image}
              error={errors.image?.message}
              onUploaded={(uploaded) => {
                form.setValue('image', uploaded.image, { shouldValidate: true });
                form.setValue('thumbnail', uploaded.thumbnail);
              }}
            />
            {!isSpecialized ? (
              <Controller
                control={form.control}
                name="discoverable"
                render={({ field }) => (
                  <Toggle
                    label={t`Make League Discoverable`}
                    checked={field.value ?? true}
                    onChange={field.onChange}
                  />
                )}
              />
            ) : null}
            {isSpecialized ? (
              <Button
                size="lg"
                onClick={() => void next()}
                className={canCreate ? '' : 'opacity-60'}
              >
                {t`Next`}
              </Button>
            ) : (
              <Button
                type="submit"
                size="lg"
                isLoading={create.isPending}
                disabled={!canCreate || (isPrivate && !speciality)}
              >
                {t`Create League`}
              </Button>
            )}
          </>
        ) : (
          <>
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium text-ink">{t`Learning path`}</legend>
              <div className="flex flex-col gap-3 sm:flex-row">
                {paths.map((p) => (
                  <RadioCard
                    key={p.value}
                    name="path"
                    title={i18n._(p.title)}
                    checked={path === p.value}
                    onChange={() => {
                      form.setValue('path', p.value);
                      form.setValue('courses', []);
                    }}
                  />
                ))}
              </div>
            </fieldset>
            <div className="flex flex-col gap-2">
              <TextField
                label={t`Courses`}
                type="search"
                placeholder={t`Search for courses`}
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
              <p className="text-sm text-muted" aria-live="polite">
                {t`${chosen.length} selected`}
              </p>
              <div
                role="group"
                aria-label={t`Courses`}
                className="max-h-72 overflow-y-auto rounded-xl border border-line"
              >
                {courses.isPending ? (
                  <div className="flex justify-center py-6 text-brand-600">
                    <Spinner />
                  </div>
                ) : shown.length === 0 ? (
                  <p className="p-4 text-sm text-muted">{t`No courses available.`}</p>
                ) : (
                  shown.map((course) => {
                    const isChosen = chosen.includes(course._id);
                    return (
                      <label
                        key={course._id}
                        className="flex cursor-pointer items-center gap-3 border-b border-line px-4 py-2.5 last:border-b-0 hover:bg-surface"
                      >
                        <input
                          type="checkbox"
                          checked={isChosen}
                          className="h-4 w-4 accent-brand-600"
                          onChange={() =>
                            form.setValue(
                              'courses',
                              isChosen
                                ? chosen.filter((c) => c !== course._id)
                                : [...chosen, course._id],
                              { shouldValidate: form.formState.isSubmitted },
                            )
                          }
                        />
                        <span className="min-w-0 flex-1">
                          <span className="block truncate text-sm font-medium text-ink">
                            {course.name}
                          </span>
                          <span className="text-xs text-muted">
                            {course.website} · {formatPoints(course.point)}
                          </span>
                        </span>
                      </label>
                    );
                  })
                )}
              </div>
              {errors.courses ? (
                <p role="alert" className="text-sm text-danger-600">
                  {contractText(errors.courses.message ?? '')}
                </p>
              ) : null}
            </div>
            <Controller
              control={form.control}
              name="discoverable"
              render={({ field }) => (
                <Toggle
                  label={t`Make League Discoverable`}
                  checked={field.value ?? true}
                  onChange={field.onChange}
                />
              )}
            />
            <div className="flex flex-wrap gap-3">
              <Button variant="secondary" size="lg" onClick={() => setStep(1)}>
                {t`Back`}
              </Button>
              <Button type="submit" size="lg" isLoading={create.isPending}>
                {t`Submit`}
              </Button>
            </div>
          </>
        )}
      </form>
      <Modal
        open={created !== null && !isSharing}
        onClose={() => navigate('/leagues/discover')}
        title={t`League Created Successfully`}
        footer={
          <>
            <Button variant="secondary" size="md" onClick={() => setIsSharing(true)}>
              {t`Share link`}
            </Button>
            <Button size="md" onClick={() => navigate('/leagues/discover')}>
              {t`Close`}
            </Button>
          </>
        }
      >
        <p className="text-body">
          {t`${created?.name ?? ''} is ready. Invite officers from its menu under My Leagues › Created Leagues.`}
        </p>
      </Modal>
      <ShareLinkModal
        open={isSharing}
        onClose={() => setIsSharing(false)}
        name={created?.name ?? ''}
        link={shareLink}
      />
    </div>
  );
}
