import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../../lib/toast';
import type { TVolunteerEntry, TVolunteerShareLink } from '@dpts/contract/volunteering';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { formatDate } from '../../../lib/format';
import { useShareVolunteeringLink } from '../api/volunteering';

const linkClasses =
  'inline-flex h-11 items-center rounded-full bg-brand-50 px-5 text-sm font-semibold text-brand-700 hover:bg-brand-200';

/** WhatsApp and SMS open on the supervisor's number with the message written. */
export function shareTargets(link: TVolunteerShareLink) {
  const text = encodeURIComponent(link.message);
  return {
    whatsApp: `https://wa.me/${link.phone.replace(/\D/g, '')}?text=${text}`,
    sms: `sms:${link.phone}?body=${text}`,
  };
}

/**
 * A supervisor with a phone only gets no email: the entry's officer sends the link themselves,
 * by WhatsApp, SMS, the phone's share sheet, or a copied message.
 */
export function SupervisorLink({ entry }: { entry: TVolunteerEntry }) {
  const { t } = useLingui();
  const share = useShareVolunteeringLink();
  const supervisor = entry.supervisorName;
  // One link per visit: opening the panel again shows the same one.
  const [link, setLink] = useState<TVolunteerShareLink | null>(null);
  const [shown, setShown] = useState(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  function open() {
    share.mutate(entry._id, {
      onSuccess: (answer) => {
        setLink(answer.data);
        setShown(true);
      },
      // A refusal shows as the shared error toast (lib/query-client.ts).
    });
  }

  const targets = link ? shareTargets(link) : null;
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        isLoading={share.isPending}
        onClick={() => (link ? setShown(true) : open())}
        aria-label={t`Send the link to ${supervisor}`}
      >
        <Trans>Send the link to your supervisor</Trans>
      </Button>
      <Modal
        open={link !== null && shown}
        onClose={() => setShown(false)}
        title={t`Send the link to ${supervisor}`}
        description={
          link
            ? t`${supervisor} has a phone number only, so we could not email them. Send them this link: it opens a page where they confirm, lower the hours or deny, without an account. It works once, until ${formatDate(link.expiresAt)}.`
            : ''
        }
      >
        {link && targets ? (
          <div className="flex flex-col gap-4">
            <textarea
              readOnly
              value={link.message}
              aria-label={t`Message to your supervisor`}
              rows={6}
              className="w-full min-w-0 rounded-xl border border-line bg-surface p-3 text-sm"
              onFocus={(e) => e.currentTarget.select()}
            />
            <ul className="flex flex-wrap gap-2" aria-label={t`Send by`}>
              <li>
                <a
                  href={targets.whatsApp}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClasses}
                >
                  WhatsApp
                </a>
              </li>
              <li>
                <a href={targets.sms} className={linkClasses}>
                  SMS
                </a>
              </li>
              {canShare ? (
                <li>
                  <Button
                    size="md"
                    variant="secondary"
                    onClick={() => {
                      void navigator
                        .share({ title: t`Please confirm my volunteering`, text: link.message })
                        .catch(() => undefined);
                    }}
                  >
                    <Trans>Share…</Trans>
                  </Button>
                </li>
              ) : null}
              <li>
                <Button
                  size="md"
                  onClick={() => {
                    void navigator.clipboard
                      ?.writeText(link.message)
                      .then(() => toast.success(t`Message copied: paste it to your supervisor.`));
                  }}
                >
                  <Trans>Copy message</Trans>
                </Button>
              </li>
            </ul>
          </div>
        ) : null}
      </Modal>
    </>
  );
}
