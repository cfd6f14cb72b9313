import { useLanguageChange } from '../../lib/i18n-runtime';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { TNextSteps } from '@dpts/contract/phone-app';
import { buttonClasses } from '../../components/button';
import { APP_NAME, POINTS_SUFFIX, links } from '../../config/app';
import {
  canInstallExtension,
  extensionStoreUrl,
  useBrowserKind,
} from '../../lib/extension-support';
import { optionLabel } from '../../lib/option-labels';
import { useNextSteps } from './api/next-steps';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * A recommendation's reason as the server words it in English (`features/phone/next-steps.ts`
 * on the server), read into the officer's language; a reason of another shape shows as it came.
 */
function reasonText(reason: string): string {
  let match = /^Next in (.+), after “(.+)”$/.exec(reason);
  if (match) {
    const [, topic = '', course = ''] = match;
    return t`Next in ${optionLabel(topic)}, after “${course}”`;
  }
  match = /^Officers who chose (.+) completed it next$/.exec(reason);
  if (match) {
    const topic = optionLabel(match[1]!);
    return t`Officers who chose ${topic} completed it next`;
  }
  match = /^Because you chose (.+)$/.exec(reason);
  if (match) {
    const path = optionLabel(match[1]!);
    return t`Because you chose ${path}`;
  }
  match = /^Because your strength is (.+)$/.exec(reason);
  if (match) {
    const skill = optionLabel(match[1]!);
    return t`Because your strength is ${skill}`;
  }
  if (reason === 'Popular with officers') return t`Popular with officers`;
  if (reason === 'A good first course') return t`A good first course`;
  return reason;
}

/**
 * The dashboard's first card (issue #23): what to do next. With nothing yet, on a phone: claim a
 * certificate (the main action) or get Firefox for Android; on a computer: install the extension.
 * Afterwards: continue the course in progress. Then the recommended courses, each with its reason.
 */
export function NextStep({
  claimButton,
  hasExtension,
}: {
  /** 'I have a certificate' (the claims feature's), prominent or not; gets the courses in progress */
  claimButton: (props: {
    primary: boolean;
    inProgress?: readonly string[];
    /** the next step is known (a shared link's dialog opens then, matched among these) */
    ready: boolean;
  }) => ReactNode;
  /** the extension marked the page */
  hasExtension: boolean;
}) {
  const { t } = useLingui();
  const steps = useNextSteps();
  const browser = useBrowserKind();
  const data = steps.data;
  const onPhone = !canInstallExtension(browser) || browser === 'firefox-android';
  const isNew = !!data && data.claims === 0 && data.completed === 0 && !data.inProgress;
  const inProgressIds = data?.inProgressIds;

  const claim = (primary: boolean) =>
    claimButton({ primary, inProgress: inProgressIds, ready: !!data });

  return (
    <section
      aria-labelledby="next-step-title"
      className="flex flex-col gap-4 rounded-card bg-white p-4 shadow-sm ring-1 ring-line sm:p-6"
    >
      <div>
        <h2 id="next-step-title" className="text-lg font-extrabold text-ink">
          {data?.inProgress
            ? t`Continue where you left off`
            : isNew
              ? t`Earn your first points`
              : t`Your next step`}
        </h2>
        <p className="mt-1 text-sm text-body">
          {data?.inProgress ? (
            <InProgress course={data.inProgress} />
          ) : onPhone ? (
            t`Finished a course on Coursera, Microsoft Learn, Credly or another site? Bring its certificate link and it is checked for you.`
          ) : hasExtension ? (
            t`The ${APP_NAME} extension counts your courses. Start one below.`
          ) : (
            t`Install the ${APP_NAME} extension: it counts the courses you take, by itself. Or bring a certificate link.`
          )}
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {data?.inProgress ? (
          <>
            <a
              href={data.inProgress.url}
              {...external}
              className={buttonClasses({ size: 'lg', block: onPhone })}
              aria-label={t`Continue the course ${data.inProgress.name}`}
            >
              {t`Continue the course`}
            </a>
            {claim(false)}
          </>
        ) : onPhone ? (
          <>
            {claim(true)}
            {browser !== 'ios' && browser !== 'firefox-android' ? (
              <a
                href={links.firefoxForAndroid}
                {...external}
                className={buttonClasses({ variant: 'secondary', size: 'md' })}
              >
                {t`Or install Firefox for Android`}
              </a>
            ) : null}
          </>
        ) : hasExtension ? (
          claim(false)
        ) : (
          <>
            <a
              href={extensionStoreUrl(browser)}
              {...external}
              className={buttonClasses({ size: 'lg' })}
            >
              {t`Install the extension`}
            </a>
            {claim(false)}
          </>
        )}
      </div>
      {data ? (
        data.recommendations.length > 0 ? (
          <Recommendations steps={data} />
        ) : null
      ) : steps.isPending ? (
        <RecommendationsPlaceholder />
      ) : null}
    </section>
  );
}

function InProgress({ course }: { course: NonNullable<TNextSteps['inProgress']> }) {
  const { name, website, point } = course;
  return (
    <Trans>
      You are taking <strong>{name}</strong> on {website}. Finish it, then bring its certificate for{' '}
      {point} {POINTS_SUFFIX}.
    </Trans>
  );
}

/**
 * The room the recommendations take, held while they load: arriving above the stat cards, they
 * would push everything under them down the screen (a layout shift of 0.26 on a phone).
 */
function RecommendationsPlaceholder() {
  return (
    <div aria-hidden="true">
      <div className="h-5 w-40 rounded bg-line/60" />
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="min-h-24 rounded-xl bg-line/30 ring-1 ring-line" />
        ))}
      </ul>
    </div>
  );
}

function Recommendations({ steps }: { steps: TNextSteps }) {
  useLanguageChange();
  return (
    <div>
      <h3 className="text-sm font-bold text-ink">{t`Recommended for you`}</h3>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {steps.recommendations.slice(0, 4).map((r) => (
          <li key={r.course._id} className="rounded-xl p-3 ring-1 ring-line">
            <a
              href={r.course.url}
              {...external}
              className="inline-flex min-h-6 items-center font-semibold break-words text-brand-700 hover:underline"
            >
              {r.course.name}
            </a>
            <p className="text-xs text-muted">
              {r.course.website} · {r.course.point} {POINTS_SUFFIX}
            </p>
            <p className="mt-1 text-sm text-body">{reasonText(r.reason)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
