// Believable demo community for `npm run seed:demo`: Oklahoma mineral-owner questions and answers,
// written to follow the Community Rules (no names of companies or landmen, no personal information).

export const DEMO_USERS = [
  {
    username: 'forum_admin',
    role: 'admin',
    member: 'Other',
    bio: 'Forum administrator.',
    location: 'Oklahoma City, OK',
  },
  {
    username: 'mod_janet',
    role: 'moderator',
    member: 'Landman',
    bio: 'Retired landman, 30 years in the Anadarko Basin. Moderator.',
    location: 'Enid, OK',
  },
  {
    username: 'mod_cal',
    role: 'moderator',
    member: 'Engineer',
    bio: 'Petroleum engineer. I moderate the technical boards.',
    location: 'Tulsa, OK',
  },
  {
    username: 'grady_heir',
    role: 'member',
    member: 'Mineral Owner',
    bio: 'Inherited minerals in Grady and Caddo counties from my grandfather.',
    location: 'Norman, OK',
  },
  {
    username: 'kingfisher_kate',
    role: 'member',
    member: 'Mineral Owner',
    bio: 'Third-generation owner in Kingfisher County.',
    location: 'Kingfisher, OK',
  },
  {
    username: 'retired_teacher',
    role: 'member',
    member: 'Mineral Owner',
    bio: 'Learning about my late husband\u2019s royalty interests.',
    location: 'Lawton, OK',
  },
  {
    username: 'title_atty',
    role: 'member',
    member: 'Attorney',
    bio: 'Oil and gas title attorney. Nothing here is legal advice.',
    location: 'Oklahoma City, OK',
  },
  {
    username: 'scoop_geo',
    role: 'member',
    member: 'Geologist',
    bio: 'Geologist working the SCOOP and STACK plays.',
    location: 'Edmond, OK',
  },
  {
    username: 'field_hand',
    role: 'member',
    member: 'Industry Professional',
    bio: 'Pumper for an operator in Stephens County (disclosed per the rules).',
    location: 'Duncan, OK',
  },
  {
    username: 'texas_cousin',
    role: 'member',
    member: 'Other',
    bio: 'Own a small interest in Reeves County, Texas.',
    location: 'Amarillo, TX',
  },
] as const;

export interface DemoThread {
  pageId: string;
  author: string;
  title: string;
  body: string;
  replies: { author: string; body: string }[];
  pinned?: boolean;
  locked?: boolean;
}

export const DEMO_THREADS: DemoThread[] = [
  {
    pageId: 'forum-announcements',
    author: 'forum_admin',
    title: 'Welcome! Please read the Community Rules before posting',
    body: 'Welcome to the forum. This is a free, educational place for mineral and royalty owners.\n\nPlease read the **Community Rules**: no buying or selling, no company or landman names, no personal information, no solicitation and no legal advice. Private messages are disabled, so keep the conversation in the open where everyone can learn.',
    replies: [
      {
        author: 'retired_teacher',
        body: 'Thank you for setting this up. I have learned more here in a week than in a year of reading check stubs.',
      },
    ],
    pinned: true,
    locked: true,
  },
  {
    pageId: 'well-production',
    author: 'retired_teacher',
    title: 'How do I check the decimal on my division order?',
    body: 'I received a division order for a new horizontal well. It shows a decimal of 0.00292969. My husband owned 10 net mineral acres in the section and the lease says 3/16 royalty. The unit is 640 acres. Is that decimal right?',
    replies: [
      {
        author: 'mod_janet',
        body: 'Net revenue interest = net mineral acres x royalty / unit acres. 10 x 3/16 / 640 = 0.00292969. Your decimal is right. The Royalty Calculator on this site does exactly this arithmetic.',
      },
      {
        author: 'kingfisher_kate',
        body: 'Keep a copy of the lease and the division order together. If the well is a multi-unit horizontal, the decimal also depends on the allocation percentage for your section.',
      },
      { author: 'retired_teacher', body: 'That matches. Thank you both!' },
    ],
  },
  {
    pageId: 'leasing',
    author: 'grady_heir',
    title: 'Lease offer: 3/16 vs 1/5 royalty, what is typical in Grady County?',
    body: 'I have a lease offer with a bonus per acre and a 3/16 royalty. Neighbours say 1/5 is common now. What terms do owners usually ask for in Grady County?',
    replies: [
      {
        author: 'title_atty',
        body: 'Royalty and bonus depend on the play and timing. Beyond the royalty fraction, read the post-production cost clause carefully; it often matters more than the difference between 3/16 and 1/5. (General information, not legal advice.)',
      },
      {
        author: 'mod_janet',
        body: 'Also look at the primary term, the Pugh clause and depth limits. Ask for a no-deductions clause if you can.',
      },
    ],
  },
  {
    pageId: 'regulatory',
    author: 'kingfisher_kate',
    title: 'Pooling order election deadline: what happens if I miss it?',
    body: 'I got a Corporation Commission pooling order in the mail. It lists several options and a 20-day deadline. What happens if I do not respond in time?',
    replies: [
      {
        author: 'title_atty',
        body: 'Pooling orders usually say which option applies if you make no election, often the option with the highest bonus and lowest royalty or a cash option. Read the order\u2019s default clause closely.',
      },
      {
        author: 'scoop_geo',
        body: 'Check the well proposals in nearby sections too; results from offset wells can help you judge whether participating makes sense.',
      },
    ],
  },
  {
    pageId: 'title-ownership',
    author: 'texas_cousin',
    title: 'Probate in Oklahoma for minerals owned by an out-of-state relative',
    body: 'My aunt lived in Texas and owned minerals in Oklahoma. Do we need an Oklahoma probate or is there a simpler way?',
    replies: [
      {
        author: 'title_atty',
        body: 'Oklahoma often requires an ancillary probate or a proceeding to determine heirship for Oklahoma minerals. An Oklahoma attorney can tell you which fits your situation.',
      },
    ],
  },
  {
    pageId: 'geological-info',
    author: 'scoop_geo',
    title: 'Woodford vs Springer: which formations are being targeted in the SCOOP?',
    body: 'A short overview for owners: most SCOOP horizontals target the Woodford shale, with the Springer and Sycamore as secondary targets. The depth and pressure vary a lot across McClain, Grady and Garvin counties.',
    replies: [
      {
        author: 'grady_heir',
        body: 'Very helpful. My section in Grady County has a Woodford well permitted now.',
      },
    ],
  },
  {
    pageId: 'site-suggestions',
    author: 'kingfisher_kate',
    title: 'Suggestion: a calculator for the decimal on a multi-unit well',
    body: 'It would be great if the royalty calculator handled allocation percentages for wells that span two sections.',
    replies: [
      {
        author: 'forum_admin',
        body: 'Good idea. The Royalty Calculator now has an optional unit-allocation percentage.',
      },
    ],
  },
  {
    pageId: 'industry-news',
    author: 'field_hand',
    title: 'Rig count in Oklahoma this quarter',
    body: 'Rig activity in the state has been steady this quarter, with most rigs working in the SCOOP and STACK. Gas prices have helped the gassier parts of the Anadarko Basin.',
    replies: [],
  },
  {
    pageId: 'imaging-services',
    author: 'retired_teacher',
    title: 'How do I get copies of old deeds from the county clerk?',
    body: 'I need copies of deeds from the 1940s for land in Comanche County. Can those be ordered online?',
    replies: [
      {
        author: 'mod_janet',
        body: 'Many Oklahoma counties have their land records online through the county clerk. Older instruments may need a request by book and page.',
      },
    ],
  },
  {
    pageId: 'texas',
    author: 'texas_cousin',
    title: 'Reeves County royalty checks stopped: where to start?',
    body: 'My royalty checks from a Reeves County well stopped three months ago. Where should I start asking questions?',
    replies: [],
  },
];
