import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';

/** Share a league: its link with Copy, and the usual social networks. */
export function ShareLinkModal({
  open,
  onClose,
  name,
  link,
}: {
  open: boolean;
  onClose: () => void;
  name: string;
  link: string;
}) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const text = encodeURIComponent(t`Join my league "${name}" on DigiPoints`);
  const url = encodeURIComponent(link);
  const networks = [
    ['WhatsApp', `https://wa.me/?text=${text}%20${url}`],
    ['X', `https://twitter.com/intent/tweet?text=${text}&url=${url}`],
    ['LinkedIn', `https://www.linkedin.com/sharing/share-offsite/?url=${url}`],
    ['Facebook', `https://www.facebook.com/sharer/sharer.php?u=${url}`],
  ] as const;
  return (
    <Modal open={open} onClose={onClose} title={t`Share League`}>
      <div className="flex flex-col gap-4">
        <div className="flex gap-2">
          <input
            readOnly
            value={link}
            aria-label={t`League link`}
            className="h-11 min-w-0 flex-1 rounded-xl border border-line bg-surface px-3 text-sm"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button
            size="md"
            onClick={() => {
              void navigator.clipboard?.writeText(link).then(() => setCopied(true));
            }}
          >
            {copied ? t`Copied!` : t`Copy`}
          </Button>
        </div>
        <ul className="flex flex-wrap gap-2" aria-label={t`Share on`}>
          {networks.map(([label, href]) => (
            <li key={label}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex rounded-full bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-200"
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}
