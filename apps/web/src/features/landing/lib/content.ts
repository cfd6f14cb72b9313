import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Static marketing content of the landing page (spec section 3, Testimonial), translated. */
export type Testimonial = {
  quote: MessageDescriptor;
  name: string;
  role: MessageDescriptor;
  avatar: string;
};

export const testimonials: readonly Testimonial[] = [
  {
    quote: msg`I finished three digital marketing courses in one month. Watching my points grow kept me going every evening after work.`,
    name: 'Amaka Obi',
    role: msg`Sales officer, Enugu`,
    avatar: 'AO',
  },
  {
    quote: msg`The learning path pointed me to free cloud courses I never knew existed. I now support my team with confidence.`,
    name: 'Ibrahim Musa',
    role: msg`Technical officer, Kano`,
    avatar: 'IM',
  },
  {
    quote: msg`Our league pushes each other every week. It feels like a game, but the skills are real and they show in my job.`,
    name: 'Tolu Adeyemi',
    role: msg`Sales officer, Lagos`,
    avatar: 'TA',
  },
  {
    quote: msg`Everything is free, and the extension records my certificates for me. I just learn and the points follow.`,
    name: 'Grace Edet',
    role: msg`Technical officer, Calabar`,
    avatar: 'GE',
  },
];

export type BlogTeaser = {
  title: MessageDescriptor;
  excerpt: MessageDescriptor;
  image: string;
  date: MessageDescriptor;
};

export const blogTeasers: readonly BlogTeaser[] = [
  {
    title: msg`Five free courses every digital officer should take`,
    excerpt: msg`From digital marketing basics to cybersecurity essentials, these free courses build the foundation for every officer.`,
    image: '/images/blog-skills.svg',
    date: msg`Coming soon`,
  },
  {
    title: msg`How leagues keep learners motivated`,
    excerpt: msg`Learning with friends works. See how officers use leagues and leaderboards to stay on track together.`,
    image: '/images/blog-community.svg',
    date: msg`Coming soon`,
  },
];
