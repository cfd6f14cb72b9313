import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { Button } from '../../components/button';
import { callApi } from '../../lib/api-client';
import { currentSubscription, disablePush, enablePush, pushSupported } from './push';

const settingsKey = ['notifications', 'settings'] as const;

/** Settings › Notifications: claim outcome emails (opt-out) and push on this device (opt-in). */
export function NotificationSettings() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => callApi('getNotificationSettings', { signal }),
    select: (answer) => answer.data,
  });
  const save = useMutation({
    mutationFn: (claimEmails: boolean) =>
      callApi('updateNotificationSettings', { body: { claimEmails } }),
    // The box follows the tap at once (a slow network answers in seconds); back if refused.
    onMutate: async (claimEmails) => {
      await queryClient.cancelQueries({ queryKey: settingsKey });
      const before = queryClient.getQueryData<{ data: { claimEmails: boolean } }>(settingsKey);
      if (before)
        queryClient.setQueryData(settingsKey, { ...before, data: { ...before.data, claimEmails } });
      return { before };
    },
    onError: (_error, _claimEmails, context) => {
      if (context?.before) queryClient.setQueryData(settingsKey, context.before);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(settingsKey, answer);
      toast.success(
        answer.data.claimEmails
          ? t`You will get an email when a certificate is decided.`
          : t`No more emails about your certificates.`,
      );
    },
  });
  const [push, setPush] = useState<'on' | 'off' | 'unavailable' | 'denied' | 'busy'>('off');
  useEffect(() => {
    if (!pushSupported()) return setPush('unavailable');
    if (Notification.permission === 'denied') return setPush('denied');
    void currentSubscription().then(
      (s) => setPush(s ? 'on' : 'off'),
      () => setPush('off'),
    );
  }, []);

  async function togglePush() {
    const was = push;
    setPush('busy');
    try {
      if (was === 'on') {
        await disablePush();
        setPush('off');
      } else setPush(await enablePush());
    } catch {
      setPush(was);
      toast.error(t`Notifications could not be changed. Try again.`);
    }
  }

  const claimEmails = settings.data?.claimEmails ?? true;
  return (
    <div className="flex flex-col gap-6">
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-0.5 h-6 w-6 shrink-0 accent-brand-600"
          checked={claimEmails}
          disabled={settings.isPending || save.isPending}
          onChange={(event) => save.mutate(event.target.checked)}
        />
        <span>
          <span className="font-semibold text-ink">{t`Email me when a certificate is decided`}</span>
          <span className="block text-sm text-muted">
            {t`Verified, not accepted, or sent to a person for review, with the reason.`}
          </span>
        </span>
      </label>
      <div className="flex flex-col gap-2">
        <p className="font-semibold text-ink">{t`Notifications on this device`}</p>
        <p className="text-sm text-muted">
          {push === 'unavailable'
            ? t`This browser cannot receive notifications. Install the app from the browser menu, or use the bell.`
            : push === 'denied'
              ? t`Notifications are blocked for this site in your browser settings.`
              : push === 'on'
                ? t`On: this device is told when a certificate is decided or a league answers.`
                : t`Be told on this device when a certificate is decided or a league answers.`}
        </p>
        {push === 'unavailable' || push === 'denied' ? null : (
          <div>
            <Button
              size="md"
              variant={push === 'on' ? 'secondary' : 'primary'}
              isLoading={push === 'busy'}
              onClick={() => void togglePush()}
            >
              {push === 'on' ? t`Turn off` : t`Turn on notifications`}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
