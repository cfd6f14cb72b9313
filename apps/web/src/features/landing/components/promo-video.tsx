import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { PROMO_VIDEO_ORIGIN } from '@dpts/contract/constants';
import { APP_NAME, links } from '../../../config/app';

/** The video costs nothing until the visitor presses play: a poster, then the player. */
export function PromoVideo() {
  const { t } = useLingui();
  const [isPlaying, setPlaying] = useState(false);
  const title = t`${APP_NAME} promotional video`;
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-card bg-brand-900 shadow-xl">
      {isPlaying ? (
        <iframe
          className="absolute inset-0 h-full w-full"
          src={`${PROMO_VIDEO_ORIGIN}/embed/${links.promoVideoId}?autoplay=1&rel=0`}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex h-full w-full items-center justify-center"
          aria-label={t`Play the ${title}`}
        >
          <img
            src="/images/video-poster.svg"
            alt=""
            width={1280}
            height={720}
            loading="lazy"
            decoding="async"
            className="absolute inset-0 h-full w-full object-cover"
          />
          <span className="relative flex h-20 w-20 items-center justify-center rounded-full bg-white/95 shadow-lg transition-transform group-hover:scale-105">
            <svg
              viewBox="0 0 24 24"
              className="ml-1 h-9 w-9 text-brand-600"
              fill="currentColor"
              aria-hidden="true"
            >
              <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10.2-6.5a1 1 0 0 0 0-1.7L9.5 4.6A1 1 0 0 0 8 5.5z" />
            </svg>
          </span>
        </button>
      )}
    </div>
  );
}
