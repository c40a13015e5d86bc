/**
 * The demo forum: categories that fit this community and conversations written for this site by
 * the demo members (server/seed/factories/users.ts), with varied badges. Members share experience;
 * nobody diagnoses, and medical questions are sent back to the treating team.
 */

export type SeedAuthor = 'admin' | 'maya' | 'daniel' | 'priya' | 'jonas';

export const seedForumCategories = [
  { slug: 'new-diagnosis', name: 'New diagnosis', description: 'Just heard the word clubfoot? Ask anything, however small. Everyone here started where you are.' },
  { slug: 'casting-and-tenotomy', name: 'Casting and tenotomy', description: 'Weekly casts, cast care, the Achilles tenotomy and the weeks in between.' },
  { slug: 'bracing', name: 'Bracing', description: 'Boots and bar: the first months of full-time wear, nights and naps, and keeping going.' },
  { slug: 'adults-with-clubfoot', name: 'Adults with clubfoot', description: 'Living, working, training and parenting with clubfoot as a grown-up.' },
  { slug: 'shoes-and-gear', name: 'Shoes and gear', description: 'Shoes for two different sizes, brace-friendly clothes, pads, socks and what actually helped.' },
  { slug: 'stories-and-milestones', name: 'Stories and milestones', description: 'First steps, last casts, brace graduations and the days worth sharing.' },
] as const;

export type SeedComment = { author: SeedAuthor; content: string; hoursAgo: number; replies?: { author: SeedAuthor; content: string; hoursAgo: number }[] };
export type SeedReply = { author: SeedAuthor; content: string; hoursAgo: number; comments?: SeedComment[] };
export type SeedTopic = {
  slug: string;
  title: string;
  category: (typeof seedForumCategories)[number]['slug'];
  author: SeedAuthor;
  hoursAgo: number;
  pinned?: boolean;
  locked?: boolean;
  views: number;
  content: string;
  replies: SeedReply[];
};

export const seedForumTopics: SeedTopic[] = [
  {
    slug: 'welcome-to-the-clubfoot-community-forum',
    title: 'Welcome to the Clubfoot Community forum: please read first',
    category: 'new-diagnosis',
    author: 'admin',
    hoursAgo: 24 * 40,
    pinned: true,
    views: 412,
    content: `Hello and welcome! This forum is a place for parents, adults with clubfoot and the clinicians who care for them to share what they have learned.

A few things that keep it a good place:

- **Be kind.** Everyone here is in the middle of something hard, or remembers being there.
- **Share experience, not diagnoses.** What worked for your family can help others, but only your child's treating team can give medical advice about your child.
- **Urgent worries go to your clinic, not the forum.** Toes that look blue, white or cold in a cast, a cast that has slipped, a fever or broken skin under a brace: call your treating team (or emergency services) straight away.
- **Protect your privacy.** You decide what your profile shows in *Profile, Privacy*.

If something here worries you, use *Report* under any post and a moderator will look at it.`,
    replies: [
      {
        author: 'maya',
        hoursAgo: 24 * 39,
        content: 'Thank you for this. We found the forum the night after our 20-week scan and it helped more than I can say.',
        comments: [{ author: 'jonas', hoursAgo: 24 * 38, content: 'Same for us. Welcome, Maya!' }],
      },
    ],
  },
  {
    slug: 'just-found-out-at-our-20-week-scan',
    title: 'Just found out at our 20-week scan',
    category: 'new-diagnosis',
    author: 'maya',
    hoursAgo: 24 * 30,
    views: 188,
    content: `Our sonographer saw that our baby's feet are turned in, both of them. We have an appointment with a paediatric orthopaedic team next month.

I keep reading and reading. What questions should we ask at that first appointment? And did anyone else feel completely lost at this point?`,
    replies: [
      {
        author: 'jonas',
        hoursAgo: 24 * 30 - 5,
        content: `We felt exactly like that. Questions we were glad we asked:

1. Do you use the Ponseti method, and how many babies do you treat each year?
2. When would casting start after birth?
3. Who do we call if something looks wrong with a cast, including evenings and weekends?

Write them down; you will forget them in the room.`,
        comments: [
          {
            author: 'maya',
            hoursAgo: 24 * 29,
            content: 'This list is going straight into my phone. Thank you.',
            replies: [{ author: 'jonas', hoursAgo: 24 * 29 - 2, content: 'Happy to help. It gets easier once there is a plan.' }],
          },
        ],
      },
      {
        author: 'priya',
        hoursAgo: 24 * 29,
        content: `A physiotherapist's point of view: a scan can suggest clubfoot, but the team confirms it by examining your baby after birth. Treatment with the Ponseti method usually starts in the first weeks of life, and results are very good when the whole plan, including bracing, is followed.

Your team is the right place for questions about your own baby; here you will find lots of people who have walked the road.`,
      },
    ],
  },
  {
    slug: 'how-did-you-manage-bath-time-during-casting',
    title: 'How did you manage bath time during casting?',
    category: 'casting-and-tenotomy',
    author: 'maya',
    hoursAgo: 24 * 12,
    views: 96,
    content: 'Casts go up to the thigh and must stay dry. Sponge baths only? Any tips for keeping a wriggly baby clean and the casts dry?',
    replies: [
      {
        author: 'jonas',
        hoursAgo: 24 * 12 - 3,
        content: 'Sponge baths on a towel on the floor, one leg wrapped in a dry muslin at a time. Cast-change day was our proper bath day, before the new casts went on.',
        comments: [{ author: 'admin', hoursAgo: 24 * 11, content: 'Cast-change day baths were a highlight of our week too.' }],
      },
      {
        author: 'priya',
        hoursAgo: 24 * 11,
        content: 'Check the toes at every nappy change: pink, warm and wiggling is what you want to see. If they look pale, blue or swollen, or the cast seems to have slipped, call your clinic right away.',
      },
    ],
  },
  {
    slug: 'tenotomy-next-week-what-to-expect',
    title: 'Tenotomy next week: what should we expect?',
    category: 'casting-and-tenotomy',
    author: 'maya',
    hoursAgo: 24 * 3,
    views: 57,
    content: 'Our team says the last cast will come after a small procedure on the Achilles tendon. I know most babies have it, but I am nervous. How was it for you?',
    replies: [
      {
        author: 'jonas',
        hoursAgo: 24 * 3 - 4,
        content: 'It was quick for our son, done with local anaesthetic in a treatment room. He was cross for a few minutes and then fed and slept. The last cast stayed on for about three weeks, then the boots and bar started.',
      },
    ],
  },
  {
    slug: 'boots-and-bar-first-week-survival-tips',
    title: 'Boots and bar: first-week survival tips',
    category: 'bracing',
    author: 'jonas',
    hoursAgo: 24 * 20,
    views: 240,
    content: `We are three months into full-time bracing (23 hours a day) and now moving to nights and naps. Here is what got us through the first week:

- Cotton socks that go higher than the boot, no seams under the foot.
- Heel down first, then fasten the strap over the ankle, then laces.
- Let them kick! Babies learn to move both legs together.
- Expect grumpy nights for a few days; it really does settle.

What would you add?`,
    replies: [
      {
        author: 'admin',
        hoursAgo: 24 * 19,
        content: 'Padding the bar with pipe insulation saved our furniture and our shins.',
        comments: [
          { author: 'maya', hoursAgo: 24 * 18, content: 'Writing this down for later!' },
          { author: 'jonas', hoursAgo: 24 * 18 - 1, content: 'Yes, and a bit of tape around the ends.' },
        ],
      },
      {
        author: 'priya',
        hoursAgo: 24 * 18,
        content: 'Red marks that fade within an hour are common at the start. Blisters or broken skin are a reason to call your team before putting the boots back on.',
      },
    ],
  },
  {
    slug: 'nights-and-naps-until-age-four',
    title: 'Nights and naps until age four: how do you keep going?',
    category: 'bracing',
    author: 'jonas',
    hoursAgo: 24 * 6,
    views: 73,
    content: 'Our clinic says nights and naps until 4 or 5 years old. Some evenings he fights it. How do you keep the routine going for years?',
    replies: [
      {
        author: 'admin',
        hoursAgo: 24 * 6 - 6,
        content: 'A sticker chart and "boot stories", a book only read with the boots on. The routine matters more than anything: bracing is what keeps the correction.',
      },
    ],
  },
  {
    slug: 'running-a-half-marathon-with-clubfoot',
    title: 'Running a half marathon with clubfoot',
    category: 'adults-with-clubfoot',
    author: 'daniel',
    hoursAgo: 24 * 9,
    views: 131,
    content: `I was treated as a baby in the late eighties and last month I finished my first half marathon. My left calf is smaller and my foot is shorter, and I still needed a good physio plan for my ankle stiffness.

Happy to answer questions from parents who wonder what adult life looks like. (Short answer: pretty normal.)`,
    replies: [
      {
        author: 'maya',
        hoursAgo: 24 * 8,
        content: 'This made me cry in a good way. Thank you for sharing, Daniel.',
        comments: [{ author: 'daniel', hoursAgo: 24 * 8 - 1, content: 'Hang in there. The casting weeks feel long, but they pass.' }],
      },
      {
        author: 'priya',
        hoursAgo: 24 * 7,
        content: 'Calf and foot size differences are common in adults treated for clubfoot and usually do not stop people from being active. Congratulations on the race!',
      },
    ],
  },
  {
    slug: 'finding-shoes-in-two-different-sizes',
    title: 'Finding shoes in two different sizes',
    category: 'shoes-and-gear',
    author: 'daniel',
    hoursAgo: 24 * 2,
    views: 44,
    content: 'My feet are a size and a half apart. Buying two pairs every time gets expensive. Has anyone tried the Clubfoot Buddy programme yet, or found shops that sell odd pairs?',
    replies: [
      {
        author: 'jonas',
        hoursAgo: 24 * 2 - 5,
        content: 'Some brands sell single shoes or mixed sizes for people with different feet; worth asking in-store. We have set up our sizes in the Buddy tab of the profile too.',
      },
    ],
  },
  {
    slug: 'brace-graduation-day',
    title: 'Brace graduation day!',
    category: 'stories-and-milestones',
    author: 'admin',
    hoursAgo: 24 * 15,
    locked: true,
    views: 167,
    content: 'Four and a half years, two sizes of boots and a lot of bedtime stories later, our daughter slept without her brace last night. Her clinic is happy with her feet. Thank you all for the company along the way.',
    replies: [
      { author: 'maya', hoursAgo: 24 * 15 - 2, content: 'Congratulations! Something to look forward to.' },
      { author: 'daniel', hoursAgo: 24 * 14, content: 'Wonderful news. Enjoy those free feet!' },
    ],
  },
];
