/** Static marketing content of the landing page (spec section 3, Testimonial). */
export type Testimonial = { quote: string; name: string; role: string; avatar: string };

export const testimonials: readonly Testimonial[] = [
  {
    quote:
      'I finished three digital marketing courses in one month. Watching my points grow kept me going every evening after work.',
    name: 'Amaka Obi',
    role: 'Sales officer, Enugu',
    avatar: 'AO',
  },
  {
    quote:
      'The learning path pointed me to free cloud courses I never knew existed. I now support my team with confidence.',
    name: 'Ibrahim Musa',
    role: 'Technical officer, Kano',
    avatar: 'IM',
  },
  {
    quote:
      'Our league pushes each other every week. It feels like a game, but the skills are real and they show in my job.',
    name: 'Tolu Adeyemi',
    role: 'Sales officer, Lagos',
    avatar: 'TA',
  },
  {
    quote:
      'Everything is free, and the extension records my certificates for me. I just learn and the points follow.',
    name: 'Grace Edet',
    role: 'Technical officer, Calabar',
    avatar: 'GE',
  },
];

export type BlogTeaser = { title: string; excerpt: string; image: string; date: string };

export const blogTeasers: readonly BlogTeaser[] = [
  {
    title: 'Five free courses every digital officer should take',
    excerpt:
      'From digital marketing basics to cybersecurity essentials, these free courses build the foundation for every officer.',
    image: '/images/blog-skills.svg',
    date: 'Coming soon',
  },
  {
    title: 'How leagues keep learners motivated',
    excerpt:
      'Learning with friends works. See how officers use leagues and leaderboards to stay on track together.',
    image: '/images/blog-community.svg',
    date: 'Coming soon',
  },
];
