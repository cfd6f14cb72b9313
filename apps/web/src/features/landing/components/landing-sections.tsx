import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ButtonLink, buttonClasses } from '../../../components/button';
import { APP_NAME, links } from '../../../config/app';
import { formatDate } from '../../../lib/format';
import { blogTeasers } from '../lib/content';
import { AnchorLink } from './anchor-link';

function SectionHeading({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center">
      {eyebrow ? (
        <p className="mb-2 text-sm font-bold uppercase tracking-wider text-brand-600">{eyebrow}</p>
      ) : null}
      <h2 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h2>
      {children ? <p className="mt-4 text-lg text-muted">{children}</p> : null}
    </div>
  );
}

export function Hero() {
  const { t } = useLingui();
  return (
    <section
      id="intro"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-white"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-20">
        <div className="animate-fade-up">
          <p className="mb-4 inline-flex rounded-full bg-accent-100 px-3 py-1 text-sm font-semibold text-[#7a4f00]">
            {t`Free for every officer`}
          </p>
          <h1 className="text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
            {t`Skill Up, Level Up: Unlock Your Digital Potential`}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted">
            {t`Take free online courses on the world’s best learning sites, earn points for every course you complete, and climb the leaderboard with officers across Nigeria.`}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/signup">{t`Start Learning Now`}</ButtonLink>
          </div>
        </div>
        <img
          src="/images/hero.svg"
          alt={t`A course card awarding points, a progress chart and a gold badge`}
          width={560}
          height={480}
          fetchPriority="high"
          className="mx-auto h-auto w-full max-w-md md:max-w-full"
        />
      </div>
    </section>
  );
}

export function About() {
  const { t, i18n } = useLingui();
  const stats: { value: string; label: MessageDescriptor }[] = [
    { value: '120K+', label: msg`Users in Nigeria and overseas` },
    { value: i18n._(msg`Free`), label: msg`To use, for every officer` },
    { value: '20', label: msg`Learning paths, sales and technical` },
    { value: formatDate('2023-11-29T12:00:00Z'), label: msg`Launch date` },
  ];
  return (
    <section id="about" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
      <div className="grid items-center gap-10 md:grid-cols-2">
        <div>
          <h2 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {t`Empower Your Learning Journey`}
          </h2>
          <p className="mt-4 text-lg text-muted">
            {t`${APP_NAME} helps digital officers grow with free courses from trusted learning sites. Choose your learning paths, learn at your own pace, and let every completed course count towards your points, badges and rewards.`}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {stats.map((stat) => (
            <div key={stat.value} className="rounded-card border border-line bg-surface p-5">
              <dt className="text-sm text-muted">{i18n._(stat.label)}</dt>
              <dd className="mt-1 text-2xl font-extrabold text-brand-700">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

const features = [
  {
    title: msg`Adaptive Learning`,
    text: msg`Get course and resource recommendations that follow your skills, interests and progress.`,
    icon: 'M12 3l9 5-9 5-9-5 9-5zm-6 8.5V16c0 1.7 2.7 3 6 3s6-1.3 6-3v-4.5',
  },
  {
    title: msg`Community Support`,
    text: msg`Join leagues, learn alongside other officers and keep each other motivated.`,
    icon: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3 2.7-5 6-5s6 2 6 5m-1.5-4.6c1-.3 2.2-.4 3.5-.4 3.3 0 6 2 6 5',
  },
  {
    title: msg`Gamification & Rewards`,
    text: msg`Earn points and badges for every completed course, climb the leaderboard and redeem rewards.`,
    icon: 'M8 21h8m-4-4v4m-5-17h10v5a5 5 0 0 1-10 0V4zm10 2h3a3 3 0 0 1-3 3M7 6H4a3 3 0 0 0 3 3',
  },
] as const;

export function Features() {
  const { t, i18n } = useLingui();
  return (
    <section id="features" className="bg-surface py-16 md:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading eyebrow={t`Features`} title={t`Everything you need to keep learning`}>
          {t`Learning that adapts to you, a community that has your back and rewards that make progress fun.`}
        </SectionHeading>
        <ul className="grid gap-6 md:grid-cols-3">
          {features.map((feature) => (
            <li
              key={feature.icon}
              className="rounded-card bg-white p-6 shadow-sm ring-1 ring-line sm:p-8"
            >
              <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <svg
                  viewBox="0 0 24 24"
                  className="h-6 w-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                >
                  <path d={feature.icon} />
                </svg>
              </span>
              <h3 className="mt-5 text-xl font-bold">{i18n._(feature.title)}</h3>
              <p className="mt-2 text-muted">{i18n._(feature.text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Donations() {
  const { t } = useLingui();
  return (
    <section id="donations" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
      <div className="flex flex-col items-start gap-6 rounded-card bg-accent-100 p-8 md:flex-row md:items-center md:justify-between md:p-12">
        <div className="max-w-2xl">
          <h2 className="text-3xl font-extrabold tracking-tight">
            {t`Keep learning free for everyone`}
          </h2>
          <p className="mt-3 text-lg text-body">
            {t`${APP_NAME} is free to use. Your donation helps more officers gain digital skills and keeps the platform running.`}
          </p>
        </div>
        <DonationLink />
      </div>
    </section>
  );
}

function DonationLink() {
  const { t } = useLingui();
  const className = buttonClasses({ className: 'shrink-0' });
  if (links.donate.startsWith('#')) {
    return (
      <AnchorLink href={links.donate} className={className}>
        {t`Make a Donation`}
      </AnchorLink>
    );
  }
  return (
    <a href={links.donate} className={className} target="_blank" rel="noreferrer">
      {t`Make a Donation`}
    </a>
  );
}

export function Blog() {
  const { t, i18n } = useLingui();
  return (
    <section id="blog" className="bg-surface py-16 md:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading eyebrow={t`Blog`} title={t`Stories and tips from the community`} />
        <ul className="grid gap-6 md:grid-cols-2">
          {blogTeasers.map((teaser) => {
            const post = {
              title: i18n._(teaser.title),
              excerpt: i18n._(teaser.excerpt),
              date: i18n._(teaser.date),
            };
            return (
              <li
                key={teaser.image}
                className="flex flex-col overflow-hidden rounded-card bg-white shadow-sm ring-1 ring-line"
              >
                <img
                  src={teaser.image}
                  alt=""
                  width={640}
                  height={360}
                  loading="lazy"
                  decoding="async"
                  className="aspect-video h-auto w-full object-cover"
                />
                <div className="flex flex-1 flex-col gap-3 p-6">
                  <p className="text-sm font-medium text-muted">{post.date}</p>
                  <h3 className="text-xl font-bold">{post.title}</h3>
                  <p className="flex-1 text-muted">{post.excerpt}</p>
                  <AnchorLink
                    href={links.readMore}
                    className={buttonClasses({
                      variant: 'secondary',
                      size: 'md',
                      className: 'self-start',
                    })}
                    aria-label={t`Read More: ${post.title}`}
                  >
                    {t`Read More`}
                  </AnchorLink>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export function CallToAction() {
  const { t } = useLingui();
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-20">
      <div className="rounded-card bg-brand-700 px-6 py-12 text-center text-white md:px-12">
        <h2 className="text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
          {t`Ready to Take the Next Step?`}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-brand-50">
          {t`Create your free account, pick your learning paths and start earning points today.`}
        </p>
        <ButtonLink to="/signup" className="mt-8 bg-white !text-brand-700 hover:bg-brand-50">
          {t`Sign Up Now`}
        </ButtonLink>
      </div>
    </section>
  );
}
