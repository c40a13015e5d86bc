import type { StoryNaming, StoryStage, StoryTreatment } from '../../../shared/stories';

/**
 * Demo success stories (issue 21), clearly fictional: families and people invented for the demo,
 * told in their own voices. The facts of treatment are the Ponseti method's as clinics describe it:
 * weekly long-leg casts for about five to eight weeks, usually a tenotomy and a last cast for three
 * weeks, then boots and bar 23 hours a day for about three months and at night and naps until about
 * four or five; a relapse is possible, most often when the brace is not worn. The stories share
 * experience and send every question back to the family's own care team.
 */

/** A demo teller: a demo account (server/seed/factories/users.ts) or a community member the seeder adds. */
export type StoryTeller = {
  email: string;
  /** Only for a member the seeder adds (the demo accounts exist already). */
  add?: { firstName: string; lastName: string; bio: string; location: string; isParent?: boolean; isAdult?: boolean; treatmentStage?: StoryStage };
};

export type SeedStory = {
  slug: string;
  author: string;
  title: string;
  content: string;
  ageAtStartMonths: number | null;
  treatment: StoryTreatment;
  stage: StoryStage;
  isAdultStory: boolean;
  naming: StoryNaming;
  status: 'published' | 'pending' | 'declined';
  featured?: boolean;
  /** When it was sent, and (published or declined) decided. */
  daysAgo: number;
  declineReason?: string;
};

const MAYA = 'maya@clubfoot.example';
const JONAS = 'jonas@clubfoot.example';
const DANIEL = 'daniel@clubfoot.example';
const RACHEL = 'rachel@clubfoot.example';
const LUCIA = 'lucia@clubfoot.example';
const HANNAH = 'hannah@clubfoot.example';
const KWAME = 'kwame@clubfoot.example';

/** Members who tell a story and are not among the demo accounts. */
export const storyTellers: StoryTeller[] = [
  { email: RACHEL, add: { firstName: 'Rachel', lastName: 'Kim', bio: 'Mum of Noah (right clubfoot, out of the brace since his fourth birthday).', location: 'Bristol, UK', isParent: true, treatmentStage: 'post-treatment' } },
  { email: LUCIA, add: { firstName: 'Lucía', lastName: 'Fernández', bio: 'Madre de Martina, tratada con el método Ponseti.', location: 'Sevilla, España', isParent: true, treatmentStage: 'post-treatment' } },
  { email: HANNAH, add: { firstName: 'Hannah', lastName: 'Whitaker', bio: 'Parent of a five-year-old who had a relapse and came through it.', location: 'Melbourne, Australia', isParent: true, treatmentStage: 'recurrence' } },
  { email: KWAME, add: { firstName: 'Kwame', lastName: 'Mensah', bio: 'Dad of Kofi, who started casting at ten months.', location: 'Kumasi, Ghana', isParent: true, treatmentStage: 'bracing' } },
];

export const seedStories: SeedStory[] = [
  {
    slug: 'from-weekly-casts-to-cartwheels',
    author: RACHEL,
    title: 'From weekly casts to cartwheels',
    ageAtStartMonths: 0,
    treatment: 'ponseti',
    stage: 'post-treatment',
    isAdultStory: false,
    naming: 'full-name',
    status: 'published',
    featured: true,
    daysAgo: 20,
    content: `When our 20-week scan showed that Noah's right foot was turned in, I spent the evening reading everything I could find and understood almost none of it. Four years on, I want to write the story I was looking for that night.

Noah's first cast went on when he was ten days old. Every Tuesday for six weeks we drove to the clinic, the old cast came off, his foot was stretched a little further, and a new cast went on from his toes to the top of his thigh. He slept through most of them. I did not sleep much at all.

After the sixth cast his foot still could not bend upwards far enough, so he had a tenotomy: a tiny cut to release the Achilles tendon, done in the clinic with a local anaesthetic. It took a few minutes. He wore one last cast for three weeks while the tendon healed, and when it came off, his foot looked like a foot.

Then came the boots and bar. For three months he wore them 23 hours a day, and the first week was hard: he kicked, we cried, and we rang the clinic twice. What helped us was putting the boots on the same way every time, checking that his heel was right down in the boot, and letting him kick the bar like a drum. After three months it was nights and naps only, and it became part of bedtime, like the song and the story.

Noah is four now. He stopped wearing the brace a few weeks ago, on his fourth birthday, when our team said it was time. He runs, he climbs, and last week he did his first cartwheel on the beach. His right calf is a little thinner than his left and his right foot is a size smaller, which our doctor told us is normal after clubfoot.

If you are at the start: the weeks of casting end, and the brace becomes routine. Ask your team every question you have, and do the boots and bar every night. It is worth it.`,
  },
  {
    slug: 'week-four-what-i-have-learned-so-far',
    author: MAYA,
    title: 'Week four: what I have learned so far',
    ageAtStartMonths: 0,
    treatment: 'ponseti',
    stage: 'casting',
    isAdultStory: false,
    naming: 'first-name',
    status: 'published',
    daysAgo: 6,
    content: `Theo was born with both feet turned in. We knew from the scan, but seeing his feet for the first time was still a shock. His casts started when he was two weeks old, and we are now in week four, so this is a story from the middle rather than the end.

Things I have learned so far:

- **The first cast day is the hardest.** The casting itself was quicker than I expected. It was the drive home, with two plaster legs in the car seat, that got to me.
- **Check the toes.** Our nurse showed us how to check that his toes stay pink and warm and can wiggle, and to ring straight away if they look pale, blue or swollen, or if a cast slips down. We check at every nappy change.
- **Clothes.** Sleepsuits one size up, with poppers all the way down, and leg warmers over the casts in the evening.
- **Bathing.** No baths while the casts are on, so it is sponge baths for now.
- **Feeds and cuddles are the same.** He is still our Theo, just heavier.

Our doctor says he will probably need a couple more casts and then, most likely, a tenotomy before the boots and bar. Every week his feet look a little straighter, and I take a photo each Monday to remind myself of that.

If you are where I was a month ago: it is a lot, and it is also doable. The families in the forum helped me more than I can say.`,
  },
  {
    slug: 'ella-and-the-first-night-in-boots-and-bar',
    author: JONAS,
    title: 'Ella and the first night in boots and bar',
    ageAtStartMonths: 1,
    treatment: 'ponseti',
    stage: 'bracing',
    isAdultStory: false,
    naming: 'first-name',
    status: 'published',
    daysAgo: 45,
    content: `Ella started her casts at five weeks old. Seven casts and a tenotomy later, she got her first boots and bar, and I will be honest: the first night was awful. She did not understand why her legs were joined together, and she told us so until two in the morning.

By the end of the first week she had stopped fighting it. By the end of the second, she could roll over with the bar and push herself round the cot. Babies are cleverer than we think.

For the first three months she wore the brace 23 hours a day, out only for her bath. Now she is two and wears it at night and for naps, and we will keep going until our clinic says she is done, probably around her fourth or fifth birthday.

What works for us:

1. The same order every night: nappy, pyjamas, soft cotton socks, boots, bar, song.
2. Heel down first, then the ankle strap, then the laces. If the heel is not down, her toes slide forward and she gets red marks.
3. A little redness that fades within an hour is normal for us. A blister, or a mark that stays, is a reason to call the clinic. We did once, and they adjusted the boot.
4. The bar is part of the fun. She calls it her bike and pedals it in bed.

Our doctor told us that the main reason feet turn in again is the brace not being worn as prescribed. That thought gets me through the evenings when she is tired and cross. Ella runs everywhere now. The brace is twelve hours of our day; the other twelve are completely ordinary.`,
  },
  {
    slug: 'the-boots-we-wish-we-had-bought-first',
    author: JONAS,
    title: 'The boots we wish we had bought first',
    ageAtStartMonths: 1,
    treatment: 'ponseti',
    stage: 'bracing',
    isAdultStory: false,
    naming: 'full-name',
    status: 'declined',
    daysAgo: 10,
    declineReason:
      'Thank you, Jonas. This reads more like a comparison of boots than Ella’s story, so it would help more as a review in the shop, where parents look for exactly this. If you would like to add how the brace fitted into your family’s days, we would be glad to read it again.',
    content: `We have tried three kinds of boots for Ella's brace, and I wanted to share what we found. The first pair were stiff leather with three straps and often left red marks on her ankle. The second pair were softer, but a sole cracked after two months. The pair we use now have a heel window and a wide toe strap, and we have had no marks since.

If you are buying a second pair, look for a heel window, so you can see at a glance that the heel is down. Ask your clinic before changing the size or the width of the bar: they set it for your child.`,
  },
  {
    slug: 'a-lifetime-on-these-feet',
    author: DANIEL,
    title: 'A lifetime on these feet',
    ageAtStartMonths: null,
    treatment: 'ponseti',
    stage: 'adult-maintenance',
    isAdultStory: true,
    naming: 'full-name',
    status: 'published',
    daysAgo: 70,
    content: `I was born in 1988 with my left foot turned in and under. My parents took me to a clinic that used the Ponseti method, which was less common then than it is now. I have no memory of the casts, of course: only a photo of a very small me with a very large white leg, and my mother's stories about the brace, which I apparently hated and wore anyway until I was four.

Growing up, my left foot was smaller and my calf thinner, and for a while I needed two sizes of shoe. I played football at school, badly, but no worse than my friends. Nobody who did not know would have noticed anything.

In my late twenties my left ankle started to feel stiff after long days on my feet, and I saw a foot and ankle specialist for the first time as an adult. He explained that a treated clubfoot often stays a little stiffer and smaller than the other foot, and that some adults feel it more as they get older. A physiotherapist gave me calf stretches that I still do most mornings, and I wear supportive shoes at work. That is all the maintenance I need.

Last year I walked the West Highland Way with a friend: ninety-six miles in a week. My left foot complained on the last day. So did my right.

I am writing this for the parents who ask me in the forum what life is like later. For me it is ordinary, in the best way. Thank you to every parent doing the bedtime brace routine: your child will not remember it, but their feet will.`,
  },
  {
    slug: 'los-primeros-pasos-de-martina',
    author: LUCIA,
    title: 'Los primeros pasos de Martina',
    ageAtStartMonths: 0,
    treatment: 'ponseti',
    stage: 'post-treatment',
    isAdultStory: false,
    naming: 'first-name',
    status: 'published',
    daysAgo: 30,
    content: `Martina nació con el pie derecho zambo. Nos lo dijeron en la ecografía de la semana 20, y recuerdo que lloré todo el camino a casa. Hoy tiene cinco años y quiero contar nuestra historia para las familias que acaban de empezar.

Le pusieron el primer yeso a las tres semanas de vida. Cada semana, durante seis semanas, la doctora le cambiaba el yeso y le corregía el pie un poquito más. Después le hicieron una tenotomía, un pequeño corte en el tendón de Aquiles con anestesia local, y llevó un último yeso durante tres semanas.

Luego llegaron las botas con barra: tres meses casi todo el día, 23 horas, y después solo para dormir y en las siestas, hasta que cumplió cuatro años. Las primeras noches fueron difíciles, pero con una rutina fija (pijama, calcetines, botas, barra y una canción) se convirtió en parte del día.

Martina dejó la férula hace un año. Corre, salta y este verano aprendió a nadar. Su pie derecho es un poco más pequeño que el izquierdo y su pierna un poco más delgada, pero eso no le impide nada.

A las familias que empiezan: sed constantes con la férula, aunque cueste. Preguntad todas vuestras dudas a vuestro equipo médico. No estáis solos.`,
  },
  {
    slug: 'when-her-foot-started-turning-in-again',
    author: HANNAH,
    title: 'When her foot started turning in again',
    ageAtStartMonths: 0,
    treatment: 'ponseti',
    stage: 'recurrence',
    isAdultStory: false,
    naming: 'anonymous',
    status: 'published',
    daysAgo: 12,
    content: `Our daughter's treatment went by the book: casts from two weeks old, a tenotomy, three months in the boots and bar full time, then nights and naps. When she turned two, bedtime became a battle, and some nights we gave up and let her sleep without the brace.

Just before her third birthday I noticed she was walking on the outside of her foot, and her heel did not come down the way it used to. Our clinic confirmed that it was a relapse. I felt terrible. Our doctor was kind: she told us that relapses happen, most often when the brace is not worn, and that they can usually be treated well.

She had a few more casts to stretch the foot again. Then, at three and a half, she had an operation called a tibialis anterior tendon transfer, which moves a tendon on the top of the foot so that the muscles pull more evenly. She was in a cast for six weeks afterwards, and then wore her brace at night for a while longer, as her team advised.

She is five now. Her foot is flat on the ground, she keeps up with her cousins, and the brace has gone into a drawer.

I am sharing this without my name because I still feel the guilt. If that is you right now: a relapse is not the end of the story. Tell your clinic early, and be honest with them about how the nights are going. They have heard it all before, and they helped us.`,
  },
  {
    slug: 'starting-at-ten-months',
    author: KWAME,
    title: 'Starting at ten months',
    ageAtStartMonths: 10,
    treatment: 'ponseti',
    stage: 'bracing',
    isAdultStory: false,
    naming: 'full-name',
    status: 'pending',
    daysAgo: 1,
    content: `Our son Kofi was born in a town far from a clubfoot clinic, and we did not start treatment until he was ten months old. I was afraid it was too late. I am writing to tell other families who start late that the Ponseti method still worked for us.

The casts were the same as for younger babies, from his toes to the top of his leg, changed every week. Because he was older he needed a few more, eight in all, and then a tenotomy. He was crawling by then and the casts were heavy, so he learned to pull himself round the living room on his elbows.

He is in the boots and bar now, full time for the first three months. He is not pleased with them, but every week it gets easier. Our doctor says that with the brace every night he has every chance of strong, flexible feet.

If your baby is older and you think it is too late, please see a clubfoot clinic anyway.`,
  },
];
