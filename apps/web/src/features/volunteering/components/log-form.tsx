import { contractText } from '../../../lib/contract-text';
import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import {
  VOLUNTEER_ACTIVITY_TYPES,
  VOLUNTEERING_LIMITS,
  ZVolunteerEntryInput,
  type TVolunteerEntryInput,
} from '@dpts/contract/volunteering';
import { localGovernmentsOf, stateNames } from '@dpts/contract/locations';
import { Button } from '../../../components/button';
import { Checkbox, SelectField, TextArea, TextField } from '../../../components/form-field';
import { ImageUpload } from '../../../components/image-upload';
import { PhoneField } from '../../../components/phone-field';
import { ApiError } from '../../../lib/api-client';
import { useLogVolunteering } from '../api/volunteering';
import {
  durationOptions,
  lagosToday,
  newIdempotencyKey,
  startOptions,
  activityLabels,
} from '../lib/format';

type Values = TVolunteerEntryInput;
type Output = import('zod').output<typeof ZVolunteerEntryInput>;

const empty = (): Values =>
  ({
    activityType: '' as never,
    title: '',
    description: '',
    date: lagosToday(),
    startTime: '09:00',
    minutes: 60,
    state: '',
    lga: '',
    organisation: '',
    photos: [],
    link: '',
    supervisorName: '',
    supervisorEmail: '',
    supervisorPhone: '',
    honesty: false as never,
  }) satisfies Record<keyof Values, unknown>;

const fields = new Set<string>(Object.keys(empty()));

/** The log form: the contract's schema in the browser, the server's refusals under their field. */
export function LogForm({ onLogged }: { onLogged?: () => void }) {
  const { t, i18n } = useLingui();
  const form = useForm<Values, unknown, Output>({
    defaultValues: empty(),
    resolver: zodResolver(ZVolunteerEntryInput),
  });
  const { errors } = form.formState;
  const log = useLogVolunteering();
  // One key per entry: a retry after a dropped answer logs it once.
  const key = useRef(newIdempotencyKey());
  const state = useWatch({ control: form.control, name: 'state' });
  const photos = useWatch({ control: form.control, name: 'photos' }) ?? [];

  const submit = form.handleSubmit(async (values) => {
    try {
      await log.mutateAsync({ body: values, key: key.current });
      toast.success(t`Logged: your supervisor gets an email to confirm it.`);
      key.current = newIdempotencyKey();
      form.reset(empty());
      onLogged?.();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const message = apiError?.body?.message ?? t`The entry could not be sent. Try again.`;
      const field = apiError?.body?.details?.[0]?.field?.replace(/^body\./, '').split('.')[0];
      form.setError(field && fields.has(field) ? (field as keyof Values) : 'root.server', {
        message: apiError?.body?.details?.[0]?.message ?? message,
      });
    }
  });

  return (
    <FormProvider {...form}>
      <form
        className="flex flex-col gap-5"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={t`Log volunteering`}
      >
        <SelectField
          label={t`Activity type`}
          placeholder={t`Choose a type`}
          options={VOLUNTEER_ACTIVITY_TYPES.map((type) => ({
            value: type,
            label: i18n._(activityLabels[type]),
          }))}
          error={errors.activityType?.message}
          {...form.register('activityType')}
        />
        <TextField
          label={t`Title`}
          maxLength={VOLUNTEERING_LIMITS.titleMax}
          error={errors.title?.message}
          {...form.register('title')}
        />
        <TextArea
          label={t`What you did`}
          rows={4}
          maxLength={VOLUNTEERING_LIMITS.descriptionMax}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField
            label={t`Date`}
            type="date"
            max={lagosToday()}
            error={errors.date?.message}
            {...form.register('date')}
          />
          <SelectField
            label={t`Start time`}
            options={startOptions}
            error={errors.startTime?.message}
            {...form.register('startTime')}
          />
          <SelectField
            label={t`Duration`}
            options={durationOptions()}
            error={errors.minutes?.message}
            {...form.register('minutes', { valueAsNumber: true })}
          />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label={t`State`}
            placeholder={t`Select state`}
            options={stateNames}
            error={errors.state?.message}
            {...form.register('state', { onChange: () => form.setValue('lga', '') })}
          />
          <SelectField
            label={t`Local government`}
            placeholder={state ? t`Select local government` : t`Select a state first`}
            options={localGovernmentsOf(state ?? '')}
            disabled={!state}
            error={errors.lga?.message}
            {...form.register('lga')}
          />
        </div>
        <TextField
          label={t`Organisation (optional)`}
          error={errors.organisation?.message}
          {...form.register('organisation')}
        />

        <fieldset className="flex min-w-0 flex-col gap-3">
          <legend className="mb-1 text-base font-bold">{t`Evidence`}</legend>
          <p className="text-sm text-muted">
            {t`Up to ${VOLUNTEERING_LIMITS.maxPhotos} photos and/or a link (a post, an event page).`}
          </p>
          {photos.length > 0 ? (
            <ul className="flex flex-wrap gap-3" aria-label={t`Photos added`}>
              {photos.map((url, i) => (
                <li key={url} className="flex flex-col items-center gap-1">
                  <img
                    src={url}
                    alt={t`Photo ${i + 1}`}
                    className="h-20 w-20 rounded-xl object-cover"
                  />
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() =>
                      form.setValue(
                        'photos',
                        photos.filter((p) => p !== url),
                      )
                    }
                  >
                    {t`Remove`}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          {photos.length < VOLUNTEERING_LIMITS.maxPhotos ? (
            <ImageUpload
              kind="volunteering"
              label={photos.length ? t`Add another photo` : t`Photo`}
              value={undefined}
              onUploaded={({ image }) =>
                form.setValue('photos', [...photos, image], { shouldValidate: true })
              }
              error={errors.photos?.message}
            />
          ) : null}
          <TextField
            label={t`Link (optional)`}
            type="url"
            inputMode="url"
            placeholder="https://"
            error={errors.link?.message}
            {...form.register('link')}
          />
        </fieldset>

        <fieldset className="flex min-w-0 flex-col gap-4">
          <legend className="mb-1 text-base font-bold">{t`Supervisor`}</legend>
          <p className="text-sm text-muted">
            {t`The person who can confirm it: not you and not another officer. With an email they get a link to confirm; with a phone only, an administrator checks.`}
          </p>
          <TextField
            label={t`Supervisor's name`}
            autoComplete="off"
            error={errors.supervisorName?.message}
            {...form.register('supervisorName')}
          />
          <TextField
            label={t`Supervisor's email`}
            type="email"
            inputMode="email"
            autoComplete="off"
            error={errors.supervisorEmail?.message}
            {...form.register('supervisorEmail')}
          />
          <PhoneField<Values>
            name="supervisorPhone"
            hint={t`The supervisor's phone, if no email`}
          />
        </fieldset>

        <Checkbox
          label={t`I confirm this activity happened as described, and my supervisor may be contacted.`}
          aria-invalid={errors.honesty ? true : undefined}
          {...form.register('honesty')}
        />
        {errors.honesty ? (
          <p role="alert" className="-mt-3 text-sm text-danger-600">
            {contractText(errors.honesty.message ?? '')}
          </p>
        ) : null}
        {errors.root?.server ? (
          <p role="alert" className="text-sm text-danger-600">
            {contractText(errors.root.server.message ?? '')}
          </p>
        ) : null}
        <div>
          <Button type="submit" size="lg" isLoading={log.isPending}>
            {t`Log volunteering`}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
