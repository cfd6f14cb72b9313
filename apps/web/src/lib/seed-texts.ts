/**
 * The seed data's sentences that screens show (the seed catalogue's track descriptions, the seed
 * badge classes' descriptions and criteria), by their English, for the `contract` catalogs: read
 * by `lingui extract`, never run. A screen shows one through `contractText`, so a text an
 * administrator wrote or changed shows as written. The server's
 * `features/catalogue/seed-texts.test.ts` keeps it in step with the seed.
 */
export function seedTexts(i18n: { _: (text: string) => string }): string[] {
  return [
    // the seed catalogue's track descriptions
    i18n._(
      'What AI and generative AI are, how they are used at work, and how to use them responsibly.',
    ),
    i18n._(
      'Cloud concepts, service and deployment models, and the core services of the major cloud platforms.',
    ),
    i18n._(
      'Collecting, cleaning, analysing and visualising data with spreadsheets, SQL, Python and BI tools.',
    ),
    i18n._(
      'Programming fundamentals, web development and problem solving with Python and JavaScript.',
    ),
    i18n._(
      'Computer hardware, operating systems, networking and customer-facing technical support.',
    ),
    i18n._(
      'Threats, defences and good security practice for people, devices, networks and organisations.',
    ),
    i18n._(
      'User research, design thinking, wireframes and prototypes for products people find easy to use.',
    ),
    i18n._(
      'How machines learn from data: regression, classification, model evaluation and practical ML with Python.',
    ),
    i18n._(
      'Spotting opportunities, starting and growing a business venture, and digital business skills.',
    ),
    i18n._('Clear speaking and writing at work: conversations, professional email and reports.'),
    i18n._(
      'Planning, creating and distributing content that attracts customers: blogs, SEO, email and social media.',
    ),
    i18n._('Reaching customers online with search, social, email, advertising and analytics.'),
    i18n._(
      'Staying safe, healthy and clear-headed online: wellbeing habits, online safety and critical thinking.',
    ),
    i18n._('Planning a career, preparing CVs and applications, and getting ready for work.'),
    i18n._('Managing time, priorities and learning, and using everyday tools to get more done.'),
    i18n._(
      'Planning, running and closing projects, agile ways of working and managing stakeholders.',
    ),
    i18n._('Working and leading well in distributed teams with online collaboration tools.'),
    i18n._('Modern selling: prospecting, inbound sales, negotiation and customer experience.'),
    i18n._(
      'Foundations of computer science, data and connected technologies for everyday and business use.',
    ),
    // the seed badge classes' descriptions and criteria
    i18n._('Completed a first verified course on DigiPoints.'),
    i18n._('Complete one course from the catalogue and have its certificate verified.'),
    i18n._('Five verified courses.'),
    i18n._('Have five course certificates verified.'),
    i18n._('Twenty verified courses.'),
    i18n._('Have twenty course certificates verified.'),
    i18n._('Every course of the Digital Marketing learning track.'),
    i18n._(
      'Complete every active course of the Digital Marketing track with verified certificates.',
    ),
    i18n._('Every course of the Cybersecurity learning track.'),
    i18n._('Complete every active course of the Cybersecurity track with verified certificates.'),
    i18n._('Three verified courses from Cisco Networking Academy.'),
    i18n._('Have three Cisco Networking Academy certificates verified.'),
    i18n._('Five verified courses from Coursera.'),
    i18n._('Have five Coursera certificates verified.'),
    i18n._('Ten approved volunteering hours.'),
    i18n._('Log volunteering that an administrator approves, ten hours in all.'),
    i18n._('Fifty approved volunteering hours.'),
    i18n._('Log volunteering that an administrator approves, fifty hours in all.'),
    i18n._('First place on a day’s board.'),
    i18n._('Finish a Lagos day first on the daily board.'),
    i18n._('Founded a league that reached ten members.'),
    i18n._('Create a league and grow it to ten members.'),
    i18n._('Learning four weeks in a row.'),
    i18n._('Have a course verified in each of four consecutive weeks (Lagos time).'),
  ];
}
