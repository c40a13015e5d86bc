import type { SeedAuthor, SeedReply } from './forum';

/**
 * The demo support groups (issue 21) and their first discussions, written for this site by the demo
 * members (server/seed/factories/users.ts). As in the forum, members share experience and send
 * medical questions back to the treating team; nobody diagnoses.
 */

export type SeedGroup = {
  slug: string;
  name: string;
  description: string;
  visibility: 'open' | 'private' | 'hidden';
  audienceLabel: string | null;
  language: 'en' | 'es';
  moderators: SeedAuthor[];
  members: SeedAuthor[];
  /** Requests to join still waiting for a moderator. */
  requests?: { author: SeedAuthor; message: string; hoursAgo: number }[];
};

export type SeedGroupTopic = {
  group: string;
  slug: string;
  title: string;
  author: SeedAuthor;
  hoursAgo: number;
  pinned?: boolean;
  views: number;
  content: string;
  replies: SeedReply[];
};

export const seedGroups: SeedGroup[] = [
  {
    slug: 'parents-casting',
    name: 'Parents: casting',
    description:
      'For parents in the weekly-cast weeks: cast care, the tenotomy, feeding and sleeping in casts, and the feelings that come with it all. Share what helps; questions about your own baby go to your treatment team.',
    visibility: 'open',
    audienceLabel: 'Parents',
    language: 'en',
    moderators: ['priya'],
    members: ['maya', 'jonas'],
  },
  {
    slug: 'parents-bracing',
    name: 'Parents: bracing',
    description:
      'Boots and bar, from the first full-time months to nights and naps for years: routines, skin care, sleep, nursery, and keeping going on the hard evenings.',
    visibility: 'open',
    audienceLabel: 'Parents',
    language: 'en',
    moderators: ['jonas'],
    members: ['maya', 'admin', 'priya'],
  },
  {
    slug: 'adults-with-clubfoot',
    name: 'Adults with clubfoot',
    description:
      'For adults who were treated for clubfoot as children, or are being treated now: footwear, exercise, work, stiffness and pain, and becoming a parent yourself.',
    visibility: 'open',
    audienceLabel: 'Adults',
    language: 'en',
    moderators: ['daniel'],
    members: ['priya'],
  },
  {
    slug: 'familias-en-espanol',
    name: 'Familias en español',
    description:
      'Un espacio para las familias que hablan español: los yesos, la tenotomía, las botas con barra y el día a día. Compartimos experiencias; las preguntas sobre su bebé son para su equipo médico.',
    visibility: 'open',
    audienceLabel: 'Familias',
    language: 'es',
    moderators: ['daniel'],
    members: ['admin'],
  },
  {
    slug: 'parents-uk-and-ireland',
    name: 'Parents in the UK and Ireland',
    description:
      'A smaller circle for families treated in the UK and Ireland: clinic routines, getting to appointments, nursery and school, and finding shoes and spare boots locally. Private, so members can talk about their own clinics more freely.',
    visibility: 'private',
    audienceLabel: 'UK and Ireland',
    language: 'en',
    moderators: ['maya'],
    members: ['priya'],
    requests: [
      {
        author: 'jonas',
        hoursAgo: 30,
        message: 'We move to Edinburgh in the autumn and Ella will still be in her boots at night. I would love to hear how check-ups work there before we arrive.',
      },
    ],
  },
  {
    slug: 'group-moderators-lounge',
    name: 'Group moderators’ lounge',
    description: 'A quiet room for the moderators of every group: handovers, tricky reports, and checking in with each other. Only its members can see it.',
    visibility: 'hidden',
    audienceLabel: 'Moderators',
    language: 'en',
    moderators: ['admin', 'priya', 'jonas', 'daniel', 'maya'],
    members: [],
  },
];

export const seedGroupTopics: SeedGroupTopic[] = [
  {
    group: 'parents-casting',
    slug: 'welcome-to-parents-casting',
    title: 'Welcome to Parents: casting. Start here',
    author: 'priya',
    hoursAgo: 24 * 21,
    pinned: true,
    views: 64,
    content: `Hello, and welcome. This group is for the casting weeks: usually five to seven casts, changed about once a week, often followed by a small procedure on the Achilles tendon (the tenotomy) and a last cast for around three weeks.

A few things to keep close:

- **Check the toes** at every nappy change: pink, warm and wiggling is what you want to see.
- **Call your clinic straight away** if the toes look pale, blue or swollen, if the cast has slipped down, or if it is wet, cracked or smells.
- **Share what helps**; questions about your own baby's feet belong with your treatment team.

Introduce yourselves below if you like: your baby's name, which week you are in, and one thing that has helped.`,
    replies: [
      {
        author: 'maya',
        hoursAgo: 24 * 20,
        content: 'Hello! Maya, mum of Theo, both feet. Week four of casts. The thing that helped most: a big muslin over the casts while feeding, so milk never reaches them.',
        comments: [{ author: 'jonas', hoursAgo: 24 * 20 - 3, content: 'Welcome, Maya. Week four was our turning point too. It gets more familiar every week.' }],
      },
    ],
  },
  {
    group: 'parents-casting',
    slug: 'whats-in-your-cast-change-day-bag',
    title: 'What is in your cast-change day bag?',
    author: 'maya',
    hoursAgo: 24 * 5,
    views: 41,
    content: 'Cast changes take most of a morning for us, with the soaking and the waiting. What do you pack? I always forget something.',
    replies: [
      {
        author: 'jonas',
        hoursAgo: 24 * 5 - 2,
        content: `Our list, by the end:

- a full change of clothes that fits over casts (wide-leg sleepsuits)
- a towel and wipes for the proper wash between casts
- a feed for just after the new casts go on, which calmed her fastest
- something to keep you going too: water and a snack`,
        comments: [{ author: 'maya', hoursAgo: 24 * 4, content: 'The snack for me is the part I always forget. Thank you!' }],
      },
      {
        author: 'priya',
        hoursAgo: 24 * 4,
        content: 'A good list. One more: your questions written down. Cast-change day is the easiest time to ask the team about anything you have noticed in the week.',
      },
    ],
  },
  {
    group: 'parents-bracing',
    slug: 'nursery-with-boots-and-bar',
    title: 'Starting nursery in boots and bar: how did you explain it?',
    author: 'jonas',
    hoursAgo: 24 * 9,
    views: 52,
    content: 'Ella starts nursery next month. She wears her boots for naps, so the staff will need to put them on. How did you show them, and what did you write down for them?',
    replies: [
      {
        author: 'admin',
        hoursAgo: 24 * 9 - 5,
        content: 'We did a short visit where we put the boots on together with her key worker, then left a one-page card: heel down first, strap, then laces; check for red marks that do not fade; our phone number. They were brilliant about it.',
        comments: [{ author: 'jonas', hoursAgo: 24 * 8, content: 'A one-page card is a great idea. Making one this weekend.' }],
      },
      {
        author: 'priya',
        hoursAgo: 24 * 8,
        content: 'It also helps to tell the staff that naps in the boots are part of treatment, not a comfort choice: the bracing years are what keep the correction.',
      },
    ],
  },
  {
    group: 'parents-bracing',
    slug: 'what-finally-helped-sleep-in-the-bar',
    title: 'What finally helped with sleep in the bar',
    author: 'admin',
    hoursAgo: 24 * 3,
    views: 38,
    content: 'Sam is past bracing now, but I remember the first weeks of nights in the bar. For us it was the same bedtime order every night, boots on before the story, and a cot bumper on the side the bar knocked. What worked for you?',
    replies: [
      {
        author: 'maya',
        hoursAgo: 24 * 2,
        content: 'We are not there yet (still casting), but I am saving every tip in this group.',
      },
    ],
  },
  {
    group: 'adults-with-clubfoot',
    slug: 'calf-exercises-in-a-working-week',
    title: 'Calf and ankle exercises that fit into a working week',
    author: 'daniel',
    hoursAgo: 24 * 6,
    views: 29,
    content: 'My left ankle gets stiff after long days at a desk. My physio gave me a short routine and I am trying to make it stick: heel raises while the kettle boils, a calf stretch against the wall, and ankle circles under the desk. Anyone else keeping something like this going?',
    replies: [
      {
        author: 'priya',
        hoursAgo: 24 * 5,
        content: 'Little and often works better than one long session for most people. If stiffness or pain is new or getting worse, it is worth asking your own physio or doctor to have a look.',
      },
    ],
  },
  {
    group: 'familias-en-espanol',
    slug: 'bienvenidos-presentense-aqui',
    title: 'Bienvenidos: preséntense aquí',
    author: 'daniel',
    hoursAgo: 24 * 10,
    pinned: true,
    views: 18,
    content: `¡Hola a todos! Me trataron con el método Ponseti de bebé y hoy llevo una vida muy normal. Este grupo es para compartir experiencias en español.

Si quieren, cuéntennos quiénes son y en qué etapa están: yesos, tenotomía o botas con barra. Las dudas sobre su bebé son siempre para su equipo médico.`,
    replies: [],
  },
  {
    group: 'parents-uk-and-ireland',
    slug: 'getting-to-weekly-casting-appointments',
    title: 'Getting to weekly casting appointments: parking, trains and time off',
    author: 'maya',
    hoursAgo: 24 * 7,
    views: 22,
    content: 'Our clinic is an hour away and the appointments are every week for now. How are others managing the travel and time off work? Did your employer or the hospital help at all?',
    replies: [
      {
        author: 'priya',
        hoursAgo: 24 * 6,
        content: 'Many hospitals can tell you about help with travel costs and parking for regular appointments; it is worth asking the clinic nurse or the hospital’s patient advice service.',
      },
    ],
  },
  {
    group: 'group-moderators-lounge',
    slug: 'moderators-handover-notes',
    title: 'Handover notes, and how we answer requests',
    author: 'admin',
    hoursAgo: 24 * 14,
    pinned: true,
    views: 12,
    content: `Thank you all for looking after the groups. A few shared habits:

- Answer requests to join within a couple of days; a short, kind welcome goes a long way.
- When something looks urgent (a worried parent describing a cast problem), reply pointing them to their clinic first.
- Reports of writing in a group come to the forum's report queue; leave a note here when you hand one over.`,
    replies: [{ author: 'daniel', hoursAgo: 24 * 13, content: 'Thanks, Alex. I will check the Spanish group most evenings.' }],
  },
];
