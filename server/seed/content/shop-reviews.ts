/**
 * Demo reviews for the shop (issue 20), written by the seed's demo members (server/seed/factories/users.ts):
 * Jonas (Ella, in boots and bar at night), Maya (Theo, still in weekly casts), Alex (Sam, out of the
 * brace), Daniel (an adult with clubfoot, buying for his nephew Mateo) and Priya, a physiotherapist.
 * Each member reviews a product at most once; products and names are fictional. Reviews share
 * experience, never a diagnosis, and send questions about fit and schedules back to the clinic.
 */

export type SeedReview = {
  /** A published product's slug in ./shop seedProducts. */
  product: string;
  /** The reviewer: a demo member's e-mail. */
  author: string;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  body: string;
  /** Which of the reviewer's profile facts the review shows (still subject to their privacy settings). */
  show?: { stage?: boolean; side?: boolean; wearerAge?: boolean };
  /** How long ago it was written (never before the product was in the shop: the seed moves it later if so). */
  daysAgo: number;
  /** Members who marked it helpful: demo members' e-mails, never the author's. */
  helpfulFrom?: string[];
};

const MAYA = 'maya@clubfoot.example';
const JONAS = 'jonas@clubfoot.example';
const ALEX = 'admin@clubfoot.example';
const DANIEL = 'daniel@clubfoot.example';
const PRIYA = 'priya@clubfoot.example';

export const seedReviews: SeedReview[] = [
  // ------------------------------------------------------------ braces and bars
  {
    product: 'stepwell-boots-and-bar-brace',
    author: JONAS,
    rating: 4,
    title: 'Sturdy, and Ella sleeps well in it',
    body: `We bought this as Ella's second brace when she grew out of her first. Our clinic set the bar width and angles at her appointment, which took about ten minutes. The boots are well padded, and the heel window is genuinely useful at 2 a.m., when you want to be sure the heel is down without turning the light on.

One star off because the toe straps are stiff for the first couple of weeks. She wears it at night and for naps now, and it has held up well.`,
    show: { stage: true, side: true },
    daysAgo: 118,
  },
  {
    product: 'stepwell-boots-and-bar-brace',
    author: PRIYA,
    rating: 4,
    title: 'A well-made brace: let your clinic do the fitting',
    body: `I see many families in their first weeks of bracing, and this is a solid, well-padded design. The heel window is the feature I point parents to most: if you cannot see the heel at the bottom of the boot, it is not down yet, so undo the ankle strap and try again.

Please do not change the bar width or angles at home, even if a screw looks loose; take it to your clinic. And if your child has a mark that does not fade, call your team rather than adding padding.`,
    daysAgo: 96,
    helpfulFrom: [JONAS, MAYA],
  },
  {
    product: 'little-strides-flex-bar',
    author: JONAS,
    rating: 5,
    title: 'Fewer wake-ups since we switched',
    body: `Ella used to wake up cross every time she tried to kick one leg in the night. We asked our clinic about a flexible bar, and after checking, they moved her boots across to this one and set the angles to match her old bar. She can bend one knee at a time now, and most nights she sleeps through.

It is not magic, and it may not suit every child, so ask your team first. The padded bar cover is worth having too: our shins are grateful.`,
    daysAgo: 74,
  },
  {
    product: 'little-strides-flex-bar',
    author: PRIYA,
    rating: 4,
    title: 'Helpful for some children, not a must for all',
    body: `A hinged bar can help children who fight a fixed bar at night, because they can move one leg without pulling the other along. It still holds both feet turned out at the angles the team sets, which is what matters.

It is not the right choice for every child, so do ask your clinic before you order. Check the hinges now and then for grit, and after cleaning, make sure both boots are fastened firmly to the bar again.`,
    daysAgo: 60,
  },

  // ------------------------------------------------------------ boots
  {
    product: 'stepwell-brace-boots',
    author: JONAS,
    rating: 3,
    title: 'Comfy boots, but the ankle strap wore out after four months',
    body: `Ella found these comfortable from the first night and we had no red marks at all, which is why I am giving three stars and not fewer. But the ankle strap on the left boot stopped gripping after about four months of nightly wear: the hook side had worn smooth.

That is the strap that holds the heel down, so we could not leave it. Check your straps every week or so. It would help a lot if spare straps were sold on their own.`,
    show: { side: true, wearerAge: true },
    daysAgo: 6,
    helpfulFrom: [ALEX, PRIYA, MAYA],
  },
  {
    product: 'stepwell-brace-boots',
    author: PRIYA,
    rating: 4,
    title: 'A good shape for most babies; keep an eye on the straps',
    body: `These are well shaped around the heel, and the wide fit is a real help for chubby baby feet. New boots press in new places, so when a child moves up a size, check their skin each time the boots come off for the first week or so.

Straps wear with daily use, so look at the grip every week or two. Toes curling under, or a heel that keeps lifting out, are good reasons to ask your clinic to check the fit.`,
    daysAgo: 40,
  },

  // ------------------------------------------------------------ shoes
  {
    product: 'stepwell-flex-walkers',
    author: ALEX,
    rating: 5,
    title: 'Finally, one pair in two sizes',
    body: `Sam's right foot is half a size smaller than the left, and we used to either buy two pairs or stuff the toe of one shoe. Being able to pick a left 5.5 and a right 5 in one pair made my week.

The sole bends easily, the strap opens right back, and they survived a whole fall of puddles. They wash well too: cold wash, dry with the strap open, and they came out looking almost new.`,
    show: { side: true },
    daysAgo: 88,
  },
  {
    product: 'stepwell-flex-walkers',
    author: DANIEL,
    rating: 5,
    title: 'The shoes I wish my mom could have bought',
    body: `I was born with a left clubfoot, and my left foot is still a size smaller than my right. My mom spent my whole childhood buying two pairs of shoes.

I bought these for my nephew Mateo, who was born with a left clubfoot too and has just started walking. We ordered his left shoe half a size down, and both fit properly. He runs around in them all day. Light, bendy and easy to get on a wriggling toddler.`,
    daysAgo: 52,
  },
  {
    product: 'little-strides-everyday-trainers',
    author: ALEX,
    rating: 3,
    title: 'Good trainers, but they run small',
    body: `We ordered the same sizes as Sam's other shoes and both felt tight at the toes on the first try, so we sent them back unworn and ordered half a size up on each foot.

The second pair is great: tough, the strap over the laces keeps them on, and they have survived weeks of climbing and scuffing. Three stars for the sizing and the extra week of waiting. Measure carefully, order half a size up, and try the wide fit if your child's feet are broad at the front.`,
    daysAgo: 34,
    helpfulFrom: [JONAS, DANIEL],
  },
  {
    product: 'little-strides-everyday-trainers',
    author: JONAS,
    rating: 4,
    title: 'Great for nursery, with a left and a right in two sizes',
    body: `Ella's left foot is half a size smaller, so we ordered a left 5 and a right 5.5 in one pair, and both fit well. After reading the other reviews we measured her feet carefully first, and the fit was spot on.

Her nursery teachers like that the strap means they go on quickly after nap time. They are a bit heavier than her summer shoes, but for running around the playground they are ideal.`,
    show: { side: true, wearerAge: true },
    daysAgo: 16,
  },
  {
    product: 'stepwell-summer-sandals',
    author: DANIEL,
    rating: 2,
    title: 'Well made, but one size for both feet did not work for us',
    body: `These are nicely made, with a proper bumper toe and soft straps. The trouble is that they only come in matching sizes, and my nephew Mateo's feet are half a size apart.

We sized for his longer right foot, as the description says, and even with the straps done up tight his left heel kept sliding off the back. After a week of stopping to fix it, we returned them. If your child's feet are the same size, I am sure they are great. I would buy them again if they came in two sizes.`,
    daysAgo: 70,
    helpfulFrom: [ALEX],
  },
  {
    product: 'stepwell-summer-sandals',
    author: ALEX,
    rating: 4,
    title: 'Our beach shoes this summer',
    body: `Sam wore these every day on vacation, in and out of the ocean, and they dried quickly each time. The closed toe saved a few stubbed toes on the rocks.

Sam's feet are half a size apart, and in these the difference was small enough for the straps to take up, though the smaller foot needed its straps pulled a notch tighter. Rinse the salt water off at the end of the day, or the straps go stiff.`,
    daysAgo: 62,
  },

  // ------------------------------------------------------------ socks and liners
  {
    product: 'stepwell-brace-socks',
    author: MAYA,
    rating: 4,
    title: 'Soft and smooth, ready for bracing',
    body: `Theo is still in his weekly casts, so these are waiting in the drawer for when his boots and bar arrive. I bought them early because our nurse said thin, smooth socks matter, and these are lovely: the seams really are flat and the cotton is soft. They washed well with no shrinking.

Four stars for now; I will come back and update once we have used them under the boots. Three in a pack is good, as I hear you go through a lot.`,
    show: { stage: true },
    daysAgo: 12,
  },
  {
    product: 'stepwell-brace-socks',
    author: PRIYA,
    rating: 5,
    title: 'Exactly what a brace sock should be',
    body: `Thin and smooth, with a flat toe seam and a cuff that sits above the top of the boot: that is what I ask families to look for, and these tick every box.

Smooth the sock before the boot goes on, because a wrinkle under a strap is one of the most common causes of rubbing. Keep a spare pack with the brace for nights away, and replace any sock that has gone thin at the heel.`,
    daysAgo: 80,
    helpfulFrom: [MAYA, JONAS],
  },
  {
    product: 'little-strides-tall-liner-socks',
    author: JONAS,
    rating: 5,
    title: 'These covered the skin above her boots',
    body: `Ella kept getting light pink lines just above the top of her boots, where the edge pressed when she turned over in the night. Our clinic checked and said the boots fitted well, so we tried these.

With the tall liners the skin there is covered, and the lines have gone. They are thin enough that the boots fit just as before. This is our third pack, and we have just ordered more in the next size up. Dry them flat, or they lose their shape.`,
    show: { stage: true, side: true, wearerAge: true },
    daysAgo: 22,
    helpfulFrom: [MAYA],
  },
  {
    product: 'little-strides-tall-liner-socks',
    author: PRIYA,
    rating: 4,
    title: 'Useful for the skin above the boot edge',
    body: `For children who get light marks above the top edge of the boot, a tall liner can help by covering that skin. One layer only: a liner plus another sock changes how the boot fits and can cause the rubbing you are trying to avoid.

Light pink marks that fade soon after the boots come off are common. Blisters, broken skin or redness that stays are a reason to call your clinic, not to change socks. One star off only because the middle size is often sold out.`,
    daysAgo: 45,
  },

  // ------------------------------------------------------------ books and toys
  {
    product: 'pip-and-the-night-time-boots',
    author: MAYA,
    rating: 5,
    title: 'Already a bedtime favourite',
    body: `We bought this while Theo is still in casts, so that boots and bar feel familiar when they arrive. His cousin, who is three, asks for it every time she visits and now calls any bar "Pip's bar".

The rhymes are simple and the pages are sturdy enough for chewing. As a parent, I loved seeing a bedtime routine with a brace in it looking calm and ordinary. I had a little cry the first time I read it, in a good way.`,
    show: { stage: true, side: true },
    daysAgo: 20,
  },
  {
    product: 'pip-and-the-night-time-boots',
    author: DANIEL,
    rating: 5,
    title: 'A story where the brace is just part of bedtime',
    body: `I bought this for my nephew Mateo, who wears his boots and bar at night and for naps. I do not remember my own brace, but my mom remembers the bedtime battles, and she teared up reading this to him.

Pip is cheerful without pretending the brace is fun all the time, and the little picture routine at the end is a clever touch. Mateo brings it to us every evening now.`,
    daysAgo: 66,
  },
  {
    product: 'pip-and-the-night-time-boots',
    author: ALEX,
    rating: 4,
    title: 'Sweet, if a little short',
    body: `We gave this to friends whose daughter has just started bracing, and Sam, whose own brace days are over, insisted on reading it to her first. It is a gentle story, and the pictures are calm and warm.

I would have liked a few more pages: the story is over very quickly, and toddlers ask for it again and again. Still a lovely gift for a family just starting out.`,
    daysAgo: 30,
  },
  {
    product: 'our-clubfoot-journey-keepsake-journal',
    author: MAYA,
    rating: 5,
    title: 'Keeping track of every cast',
    body: `A friend sent me this when Theo's casting started. There is a page for every cast change, and each week I stick in a photo of his little legs with the date and a note of what the clinic said.

The question pages are the most useful part: I write things down at 3 a.m. and actually remember to ask them at the appointment. It lies flat, which helps when you are holding a baby in the other arm.`,
    show: { stage: true },
    daysAgo: 8,
  },
  {
    product: 'our-clubfoot-journey-keepsake-journal',
    author: DANIEL,
    rating: 4,
    title: 'A thoughtful gift for new clubfoot parents',
    body: `I gave this to a friend whose daughter has just started her weekly casts. She says the pages of questions for the clinic have been the most useful part, and the pocket already holds the first cast photos and the hospital bracelet.

One star off only because the ring binding catches on things in a diaper bag. As an adult with clubfoot myself, I would have loved one of these; my parents kept a shoebox of photos instead.`,
    daysAgo: 48,
  },
];
