/**
 * Demo videos for the members' video library: five short, illustrated, captioned clips.
 * The video files themselves are drawn and encoded at seed time from these scripts
 * (server/seed/factories/demo-video-source.ts): each slide names a scene the generator draws,
 * and the captions carry the words, since the clips have no narration.
 * General information only; every video sends viewers back to their own clinic team. Speakers are fictional.
 */
import type { VideoTopic } from '../../../shared/videos';

export type DemoCue = { start: number; end: number; text: string }; // seconds, captions
export type DemoChapter = { start: number; title: string };
export type DemoSlide = { from: number; to: number; scene: string }; // seconds; scene = a key the generator draws
export type DemoVideo = {
  slug: string;
  title: string;
  description: string;
  topic: VideoTopic;
  speakerName: string;
  speakerRole: string;
  durationSeconds: number;
  chapters: DemoChapter[];
  captions: DemoCue[];
  slides: DemoSlide[];
  relatedArticleSlugs: string[]; // slugs that exist in ./resources seedArticles
  publishedDaysAgo: number; // for ordering "newest"
};

const DEMO_NOTE = "A short illustrated demo made for this site; ask your own clinic team about your child's treatment.";
const DEMO_NOTE_ADULT = 'A short illustrated demo made for this site; ask your own doctor or specialist about your feet.';

export const demoVideos: DemoVideo[] = [
  {
    slug: 'putting-on-boots-and-bar',
    title: 'Putting On Boots and Bar, Step by Step',
    description: `A calm walk through putting on the boots and bar: smooth socks, heel down first, the ankle strap before the toe straps, a quick heel check, then the bar. The angles and width of the bar are set by your clinic for your child.\n\n${DEMO_NOTE}`,
    topic: 'bracing',
    speakerName: 'Maya Brennan',
    speakerRole: 'Paediatric physiotherapist (fictional demo speaker)',
    durationSeconds: 40,
    chapters: [
      { start: 0, title: 'Socks and getting ready' },
      { start: 12, title: 'Heel down first' },
      { start: 20, title: 'Straps in the right order' },
      { start: 28, title: 'Checking, then the bar' },
    ],
    captions: [
      { start: 0, end: 4, text: 'Putting on boots and bar, one calm step at a time.' },
      { start: 4, end: 8, text: 'Start with thin cotton socks. Smooth out every wrinkle.' },
      { start: 8, end: 12, text: 'Many parents begin with the harder foot, often the clubfoot.' },
      { start: 12, end: 16, text: 'Bend the knee a little and guide the heel in first.' },
      { start: 16, end: 20, text: 'Press the heel gently but firmly into the back of the boot.' },
      { start: 20, end: 24, text: 'Fasten the ankle strap first. It holds the heel down.' },
      { start: 24, end: 28, text: 'Then fasten the toe straps: snug, but not tight.' },
      { start: 28, end: 32, text: 'Check the heel is still down. Look through the heel hole if there is one.' },
      { start: 32, end: 35, text: 'Toes lie flat, not curled under. Then the other foot.' },
      { start: 35, end: 38, text: 'Attach the bar. Your clinic sets its angles and width.' },
      { start: 38, end: 40, text: 'Sore spots? Call your clinic.' },
    ],
    slides: [
      { from: 0, to: 4, scene: 'boots-and-bar' },
      { from: 4, to: 12, scene: 'socks' },
      { from: 12, to: 20, scene: 'heel-down' },
      { from: 20, to: 28, scene: 'straps' },
      { from: 28, to: 35, scene: 'heel-check' },
      { from: 35, to: 40, scene: 'bar-angles' },
    ],
    relatedArticleSlugs: ['boots-and-bar-bracing-tips', 'the-ponseti-method-step-by-step'],
    publishedDaysAgo: 12,
  },
  {
    slug: 'caring-for-your-babys-casts',
    title: "Caring for Your Baby's Casts",
    description: `Simple habits for the casting weeks: raising the legs after a new cast, keeping the plaster dry, checking the toes several times a day, and the warning signs that mean calling the clinic straight away.\n\n${DEMO_NOTE}`,
    topic: 'casting',
    speakerName: 'Grace Adeyemi',
    speakerRole: 'Ponseti nurse specialist (fictional demo speaker)',
    durationSeconds: 43,
    chapters: [
      { start: 0, title: 'Weekly casts' },
      { start: 8, title: 'After a new cast' },
      { start: 20, title: 'Daily toe checks' },
      { start: 28, title: 'Warning signs' },
    ],
    captions: [
      { start: 0, end: 4, text: 'A new cast each week, usually 5 to 8 in all, gently corrects the foot.' },
      { start: 4, end: 8, text: 'A few simple habits keep your baby comfortable and safe.' },
      { start: 8, end: 12, text: 'For the first few hours, rest the legs raised on a pillow.' },
      { start: 12, end: 16, text: 'Keep the casts dry: sponge-wash your baby instead of a bath.' },
      { start: 16, end: 20, text: 'Never push anything inside a cast, even if it seems itchy.' },
      { start: 20, end: 24, text: 'Several times a day, look at the toes at the end of each cast.' },
      { start: 24, end: 28, text: 'They should be pink and warm, and wiggle when you tickle them.' },
      { start: 28, end: 32, text: 'Call your clinic straight away if the toes look pale or blue, or feel cold,' },
      { start: 32, end: 36, text: 'if they swell, or slip back and start to disappear into the cast,' },
      { start: 36, end: 39, text: 'or if there is a bad smell, a fever, or a sore, red edge.' },
      { start: 39, end: 43, text: "Don't wait for the next visit. Can't reach them? Get urgent care." },
    ],
    slides: [
      { from: 0, to: 8, scene: 'casts' },
      { from: 8, to: 12, scene: 'pillow' },
      { from: 12, to: 20, scene: 'keep-dry' },
      { from: 20, to: 28, scene: 'toes-check' },
      { from: 28, to: 39, scene: 'warning' },
      { from: 39, to: 43, scene: 'call-clinic' },
    ],
    relatedArticleSlugs: ['caring-for-casts-and-warning-signs', 'the-ponseti-method-step-by-step'],
    publishedDaysAgo: 30,
  },
  {
    slug: 'the-first-week-of-bracing',
    title: 'The First Week of Bracing',
    description: `What to expect when the last cast comes off and the boots and bar go on: the schedule, the fussy first days, playing with the bar, and checking the skin at every change. If your baby seems to be in pain, or is still very upset after the first week or so, call your clinic.\n\n${DEMO_NOTE}`,
    topic: 'bracing',
    speakerName: 'Daniel Reyes',
    speakerRole: 'Parent of a child who wore boots and bar (fictional demo speaker)',
    durationSeconds: 45,
    chapters: [
      { start: 0, title: 'When bracing starts' },
      { start: 20, title: 'The first few days' },
      { start: 28, title: 'Playing with the bar' },
      { start: 34, title: 'Checking the skin' },
    ],
    captions: [
      { start: 0, end: 4, text: 'The last cast comes off about three weeks after the tenotomy.' },
      { start: 4, end: 8, text: 'Then the boots and bar go on, usually the very same day.' },
      { start: 8, end: 12, text: 'For about three months, the brace is worn around 23 hours a day.' },
      { start: 12, end: 16, text: 'After that, nights and naps, usually until about age four or five.' },
      { start: 16, end: 20, text: 'Your clinic sets the schedule and tells you when it changes.' },
      { start: 20, end: 23, text: 'Many babies fuss in the first days. That is common.' },
      { start: 23, end: 28, text: 'It usually settles within a few days. Cuddles and calm routines help.' },
      { start: 28, end: 31, text: 'Play helps too: encourage kicking both legs together.' },
      { start: 31, end: 34, text: 'Babies soon learn to wriggle and roll with the bar on.' },
      { start: 34, end: 38, text: 'At every change, look at the skin under the straps and heels.' },
      { start: 38, end: 42, text: "Red marks that don't fade within an hour, or blisters? Call the clinic." },
      { start: 42, end: 45, text: "Don't just leave the brace off. Your team will help." },
    ],
    slides: [
      { from: 0, to: 8, scene: 'calendar-weeks' },
      { from: 8, to: 12, scene: 'clock-23-hours' },
      { from: 12, to: 20, scene: 'nights-and-naps' },
      { from: 20, to: 28, scene: 'comfort-cuddle' },
      { from: 28, to: 34, scene: 'play-kicking' },
      { from: 34, to: 45, scene: 'skin-check' },
    ],
    relatedArticleSlugs: ['boots-and-bar-bracing-tips', 'bracing-through-the-toddler-years', 'preparing-for-the-achilles-tenotomy'],
    publishedDaysAgo: 47,
  },
  {
    slug: 'growing-up-with-clubfoot-an-adults-story',
    title: "Growing Up with Clubfoot: An Adult's Story",
    description: `An adult who was treated for clubfoot as a baby talks about sport, shoes, a smaller calf, a shorter foot and morning stiffness, and when it is worth seeing a specialist as an adult.\n\n${DEMO_NOTE_ADULT}`,
    topic: 'adults',
    speakerName: 'Jonas Whitfield',
    speakerRole: 'Adult treated for clubfoot as a baby (fictional demo speaker)',
    durationSeconds: 38,
    chapters: [
      { start: 0, title: 'Treated as a baby' },
      { start: 12, title: 'What I notice today' },
      { start: 24, title: 'When to get checked' },
    ],
    captions: [
      { start: 0, end: 4, text: 'I was born with clubfoot in my right foot.' },
      { start: 4, end: 8, text: 'Weekly casts, a tiny tendon release, then years of boots and bar.' },
      { start: 8, end: 12, text: 'Today I walk, cycle and play football most weeks.' },
      { start: 12, end: 16, text: "My right calf is smaller. That's part of clubfoot, not a failure." },
      { start: 16, end: 20, text: 'That foot is about a size shorter, so shoes take some planning.' },
      { start: 20, end: 24, text: 'It can feel stiff in the morning, or after a long day on my feet.' },
      { start: 24, end: 28, text: 'As an adult, get checked if something changes:' },
      { start: 28, end: 32, text: "new or worsening pain, swelling, or a change in your foot's shape." },
      { start: 32, end: 35, text: 'Your doctor can refer you to a foot and ankle specialist.' },
      { start: 35, end: 38, text: "Clubfoot is part of my story. It doesn't have to limit it." },
    ],
    slides: [
      { from: 0, to: 8, scene: 'baby-to-adult' },
      { from: 8, to: 12, scene: 'adult-sport' },
      { from: 12, to: 20, scene: 'calf-compare' },
      { from: 20, to: 24, scene: 'morning-stiffness' },
      { from: 24, to: 35, scene: 'clinic' },
      { from: 35, to: 38, scene: 'adult-walking' },
    ],
    relatedArticleSlugs: ['living-with-clubfoot-as-an-adult', 'physical-activity-and-sport', 'finding-shoes-for-two-foot-sizes'],
    publishedDaysAgo: 66,
  },
  {
    slug: 'choosing-shoes-after-bracing',
    title: 'Choosing Shoes When One Foot Is Smaller',
    description: `Practical tips for everyday shoes during and after the bracing years: measuring both feet, split sizes, a roomy toe box and a firm heel, and sharing the cost with another family through the Clubfoot Buddy programme.\n\n${DEMO_NOTE}`,
    topic: 'shoes',
    speakerName: 'Priya Shah',
    speakerRole: "Children's podiatrist (fictional demo speaker)",
    durationSeconds: 38,
    chapters: [
      { start: 0, title: 'Measure both feet' },
      { start: 15, title: 'What to look for' },
      { start: 26, title: 'Two sizes, one budget' },
    ],
    captions: [
      { start: 0, end: 4, text: 'Everyday shoes, when one foot is smaller than the other.' },
      { start: 4, end: 8, text: 'Measure both feet, standing up, every time you buy shoes.' },
      { start: 8, end: 11, text: 'A treated clubfoot is often shorter, and sometimes wider.' },
      { start: 11, end: 15, text: 'Leave a little growing room in each shoe, not just the bigger one.' },
      { start: 15, end: 19, text: 'Look for a wide, roomy toe box, so the toes can spread.' },
      { start: 19, end: 23, text: 'A firm heel counter at the back holds the heel steady.' },
      { start: 23, end: 26, text: 'Try both shoes on and walk around before you decide.' },
      { start: 26, end: 30, text: 'Two sizes? Some shops sell odd-sized pairs, or you can buy two pairs.' },
      { start: 30, end: 34, text: 'Or swap with a family whose sizes are the other way round.' },
      { start: 34, end: 38, text: 'Our Clubfoot Buddy programme matches families to share the cost.' },
    ],
    slides: [
      { from: 0, to: 4, scene: 'shoes-pair' },
      { from: 4, to: 15, scene: 'measuring' },
      { from: 15, to: 23, scene: 'shoe-fit' },
      { from: 23, to: 26, scene: 'child-walking' },
      { from: 26, to: 30, scene: 'two-pairs' },
      { from: 30, to: 38, scene: 'buddy-swap' },
    ],
    relatedArticleSlugs: ['finding-shoes-for-two-foot-sizes', 'bracing-through-the-toddler-years'],
    publishedDaysAgo: 90,
  },
];
