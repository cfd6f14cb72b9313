import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { LandingHeader } from '../../features/landing/components/landing-header';
import {
  About,
  Blog,
  CallToAction,
  Donations,
  Features,
  Hero,
} from '../../features/landing/components/landing-sections';
import { PromoVideo } from '../../features/landing/components/promo-video';
import { TestimonialsCarousel } from '../../features/landing/components/testimonials-carousel';
import { LandingFooter } from '../../features/landing/components/landing-footer';
import { testimonials } from '../../features/landing/lib/content';
import { scrollToAnchor } from '../../features/landing/lib/smooth-scroll';
import { APP_NAME } from '../../config/app';
import { StaticHtml } from '../../components/static-html';

/** Also the built HTML's title (`src/prerender.tsx`): `DigiPoints | Skill Up, Level Up`. */
export const title = msg`Skill Up, Level Up`;

export default function LandingPage() {
  const { t, i18n } = useLingui();
  const pageTitle = `${APP_NAME} | ${i18n._(title)}`;
  useEffect(() => {
    document.title = pageTitle;
  }, [pageTitle]);
  useEffect(() => {
    if (window.location.hash) scrollToAnchor(window.location.hash);
  }, []);

  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        {t`Skip to content`}
      </a>
      <LandingHeader />
      <main id="main">
        {/* Text, images and links only: kept as built, not hydrated (components/static-html.tsx). */}
        <StaticHtml onAnchor={scrollToAnchor}>
          <Hero />
          <About />
          <Features />
        </StaticHtml>
        <section
          aria-labelledby="video-heading"
          className="mx-auto max-w-4xl px-4 py-16 sm:px-6 md:py-20"
        >
          <h2
            id="video-heading"
            className="mb-8 text-center text-3xl font-extrabold tracking-tight sm:text-4xl"
          >
            {t`See ${APP_NAME} in action`}
          </h2>
          <PromoVideo />
        </section>
        <section
          id="community"
          aria-labelledby="community-heading"
          className="bg-brand-50 py-16 md:py-20"
        >
          <div className="mx-auto max-w-6xl px-4 sm:px-6">
            <h2
              id="community-heading"
              className="mb-10 text-center text-3xl font-extrabold tracking-tight sm:text-4xl"
            >
              {t`What our community says`}
            </h2>
            <TestimonialsCarousel items={testimonials} />
          </div>
        </section>
        <StaticHtml onAnchor={scrollToAnchor}>
          <Donations />
          <Blog />
          <CallToAction />
        </StaticHtml>
      </main>
      <LandingFooter />
    </>
  );
}
