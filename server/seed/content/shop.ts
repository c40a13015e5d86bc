/**
 * Demo products for the shop (issue 20). Brands are fictional (Stepwell, Little Strides) and every
 * picture is drawn by scripts/make-product-images.ts, which reads this list. Descriptions give
 * general information only and send families back to their clinic for fitting and schedules.
 */
import type { ProductCategory, ProductSide, ProductStatus, ProductWidth } from '../../../shared/shop';

export type SeedProductImage = { url: string; alt: string; width: number; height: number };
export type SeedVariant = { sku: string; size: string | null; width: ProductWidth | null; side: ProductSide | null; priceCents: number; stock: number };
export type SeedProduct = {
  slug: string; // kebab-case, unique; images are /images/shop/<slug>-<n>.jpg
  name: string;
  category: ProductCategory;
  summary: string;
  description: string; // markdown
  status: ProductStatus;
  soldInPairs: boolean;
  allowMismatched: boolean;
  relatedResourceSlugs: string[]; // slugs that exist in ./resources seedArticles
  images: SeedProductImage[];
  variants: SeedVariant[];
};

export const PRODUCT_IMAGE_SIZE = 1000;

/** The product's pictures in gallery order, one alt text each. */
const images = (slug: string, alts: string[]): SeedProductImage[] =>
  alts.map((alt, i) => ({ url: `/images/shop/${slug}-${i + 1}.jpg`, alt, width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE }));

const WIDTH_CODES: Record<ProductWidth, string> = { narrow: 'N', medium: 'M', wide: 'W', 'extra-wide': 'XW' };

type VariantRow = { size: string | null; priceCents: number; stock: number; width?: ProductWidth; side?: ProductSide };

/** SKUs read as prefix, size, width and side: 'LS-TRN-5.5-W', 'SW-BOOT1-3-L'. */
const variants = (prefix: string, rows: VariantRow[]): SeedVariant[] =>
  rows.map(({ size, priceCents, stock, width = null, side = null }) => ({
    sku: [prefix, size, width && WIDTH_CODES[width], side && side[0]?.toUpperCase()].filter(Boolean).join('-'),
    size,
    width,
    side,
    priceCents,
    stock,
  }));

/** US kids' shoe sizes 3 to 10 in half sizes, so split pairs between buddies have sizes to choose from. */
export const SHOE_SIZES = Array.from({ length: 15 }, (_, i) => String(3 + i / 2));
/** Brace boots have their own sizes, chosen by the clinic. */
const BRACE_SIZES = ['0', '1', '2', '3', '4', '5'];
/** Socks, and bars by length. */
const LETTER_SIZES = ['S', 'M', 'L'];

/** One row per size: the price goes up from `stepAt` (a size), stock is given size by size. */
const sized = (sizes: string[], stocks: number[], price: number, stepPrice: number, stepAt: string, extra: Partial<VariantRow> = {}): VariantRow[] =>
  sizes.map((size, i) => ({ size, priceCents: Number(size) >= Number(stepAt) ? stepPrice : price, stock: stocks[i] ?? 0, ...extra }));

const FIT_BY_CLINIC =
  "**Sizing.** Your orthotist or clinic fits the brace; check with them before ordering a new size. Brace sizes are not shoe sizes, and the bar's width and angles are for your team to set, never changed at home.";

const BRACE_SCHEDULE =
  "After the last cast, and the small heel-cord procedure called a tenotomy if your child had one, the brace is usually worn about 23 hours a day for around three months. After that it is worn at night and during naps, usually until about age 4 to 5. Your team sets your child's schedule.";

export const seedProducts: SeedProduct[] = [
  // ------------------------------------------------------------ braces and bars
  {
    slug: 'stepwell-boots-and-bar-brace',
    name: 'Stepwell Boots and Bar Brace',
    category: 'braces-and-bars',
    summary: 'A complete foot abduction brace: two soft-lined boots on an adjustable bar, ready for your clinic to set up for your child.',
    description: `A foot abduction brace, often called "boots and bar", for children treated with the Ponseti method. Two boots fasten onto a bar that keeps the feet about shoulder-width apart and turned outwards at the angles your child's team chooses, holding the correction the casts achieved.

**How it is worn.** ${BRACE_SCHEDULE}

**In the box.** An adjustable bar and two padded boots, each with an ankle strap, two toe straps and a heel window.

${FIT_BY_CLINIC}

**Care.** Wipe the boots with a damp cloth and dry them away from radiators. Check your child's skin whenever the boots come off, and call your clinic about red marks that do not fade.`,
    status: 'published',
    soldInPairs: false,
    allowMismatched: false,
    relatedResourceSlugs: ['boots-and-bar-bracing-tips', 'bracing-through-the-toddler-years'],
    images: images('stepwell-boots-and-bar-brace', [
      'A foot abduction brace seen from above: two teal boots turned outwards and joined by a bar.',
      'Close-up of one brace boot with its padded tongue, ankle strap and a small window at the heel.',
      'A baby asleep under a blanket at night, wearing the boots and bar.',
    ]),
    variants: variants('SW-BRACE', sized(BRACE_SIZES, [6, 9, 12, 8, 5, 0], 21500, 23500, '3')),
  },
  {
    slug: 'little-strides-flex-bar',
    name: 'Little Strides Flex Bar',
    category: 'braces-and-bars',
    summary: 'A brace bar with a gentle hinge at each end, so your child can kick one leg at a time while the feet stay turned out.',
    description: `A hinge at each end of the Flex Bar lets your child bend one knee or kick one leg at a time, while the bar still holds both feet turned outwards at the angles set by their team. Some children sleep better when they can move a little more; ask your clinic whether a flexible bar suits your child.

It fits Stepwell and Little Strides brace boots (sold separately).

**How it is worn.** ${BRACE_SCHEDULE}

${FIT_BY_CLINIC} Your clinic chooses the length from your child's shoulder width.

**Care.** Wipe clean. A padded bar cover protects furniture, siblings and shins.`,
    status: 'published',
    soldInPairs: false,
    allowMismatched: false,
    relatedResourceSlugs: ['boots-and-bar-bracing-tips'],
    images: images('little-strides-flex-bar', [
      'A brace bar with a round hinge at each end and a plate for each boot.',
      'Two brace boots on a hinged bar, one turned a little more than the other as if mid-kick.',
    ]),
    variants: variants(
      'LS-FLEX',
      LETTER_SIZES.map((size, i) => ({ size, priceCents: size === 'L' ? 17500 : 16500, stock: [7, 11, 4][i] ?? 0 })),
    ),
  },
  {
    slug: 'stepwell-folding-travel-bar',
    name: 'Stepwell Folding Travel Bar',
    category: 'braces-and-bars',
    summary: 'A brace bar that folds in half for suitcases and nappy bags, for families travelling during the nights-and-naps years.',
    description: `The Folding Travel Bar is a second bar for Stepwell boots that folds in the middle, so the brace packs flat for holidays, weekends with grandparents or nights at a friend's house. When it is open, it locks straight with a firm click, and the angle at each boot is set by your clinic just as on your everyday bar.

It is meant for children who already wear boots and bar at night and during naps, usually until about age 4 to 5, and whose team is happy for them to use a second bar.

${FIT_BY_CLINIC} Take the travel bar to an appointment so it can be set to match the one your child uses at home.

**Care.** Keep the hinge free of sand and grit, and wipe it clean with a damp cloth. Check that it locks fully straight every time before putting it on.`,
    status: 'draft',
    soldInPairs: false,
    allowMismatched: false,
    relatedResourceSlugs: ['travelling-during-treatment', 'bracing-through-the-toddler-years'],
    images: images('stepwell-folding-travel-bar', ['A brace bar folded in half beside a small travel bag.']),
    variants: variants('SW-TRAVEL', LETTER_SIZES.map((size) => ({ size, priceCents: 18900, stock: 10 }))),
  },

  // ------------------------------------------------------------ boots
  {
    slug: 'stepwell-brace-boots',
    name: 'Stepwell Brace Boots',
    category: 'boots',
    summary: 'A new pair of boots for the Stepwell brace, for when your child moves up a size. Fits the bar you already have.',
    description: `These are the boots from the Stepwell Boots and Bar Brace, sold as a pair, for when your child outgrows the ones they have. They fit the Stepwell bar and the Little Strides Flex Bar, so you keep your bar and its settings.

Each boot has a padded tongue, an ankle strap that holds the heel down, two toe straps and a small heel window. The wide fit gives a little more room for chubby baby feet.

**When to move up a size.** Toes reaching the end of the boot, red marks that do not fade, or a heel that keeps lifting out are all signs to ask your team to check the fit.

${FIT_BY_CLINIC}

**Care.** Wipe with a damp cloth and air-dry. Replace straps that no longer grip firmly.`,
    status: 'published',
    soldInPairs: true,
    allowMismatched: false,
    relatedResourceSlugs: ['boots-and-bar-bracing-tips', 'bracing-through-the-toddler-years'],
    images: images('stepwell-brace-boots', [
      'A pair of coral brace boots side by side, straps fastened.',
      'The sole of a brace boot with the metal plate that fastens it to the bar.',
    ]),
    variants: variants('SW-BOOTS', [
      ...sized(BRACE_SIZES, [5, 8, 10, 9, 6, 4], 12900, 13900, '3', { width: 'medium' }),
      ...sized(BRACE_SIZES, [3, 5, 6, 4, 2, 0], 12900, 13900, '3', { width: 'wide' }),
    ]),
  },
  {
    slug: 'little-strides-soft-lined-boots',
    name: 'Little Strides Soft-Lined Brace Boots',
    category: 'boots',
    summary: 'Brace boots with a thick, soft lining and a heel window, sold as a pair. Fit Stepwell and Little Strides bars.',
    description: `Soft-lined boots for children in boots and bar, with a deep, cushioned lining around the ankle and over the top of the foot, where straps most often press. A small window at the back of each boot lets you see that the heel is right down before you fasten the ankle strap.

They fit Stepwell bars and the Little Strides Flex Bar with the standard two-screw plate, and they are sold as a pair.

Some families like them for children with sensitive skin. Soft lining does not replace good fit, though: a boot that is the wrong size can still rub.

${FIT_BY_CLINIC}

**Care.** Hand-wash the lining with mild soap, wipe the outside, and let both dry fully before the next wear. Check your child's skin each time the boots come off.`,
    status: 'published',
    soldInPairs: true,
    allowMismatched: false,
    relatedResourceSlugs: ['boots-and-bar-bracing-tips'],
    images: images('little-strides-soft-lined-boots', [
      'A pair of sky-blue brace boots with thick, soft collars.',
      'Close-up of a sky-blue brace boot with its thick, padded collar.',
    ]),
    variants: variants('LS-BOOTS', sized(BRACE_SIZES, [4, 7, 9, 6, 0, 3], 14500, 15500, '3')),
  },
  {
    slug: 'stepwell-single-brace-boot',
    name: 'Stepwell Single Brace Boot',
    category: 'boots',
    summary: 'One left or one right Stepwell boot, for when a boot is lost, chewed or worn out and its partner is still fine.',
    description: `Sometimes only one boot needs replacing: a strap has worn through, the dog found it, or it was left behind at a grandparent's house. This is a single Stepwell brace boot, left or right, in the same sizes as the pair.

Left and right boots are not the same: each fastens to its own end of the bar, with the strap buckles on the outside. Please choose the side you need.

If your child has grown, they need a new pair rather than one boot, so both feet are held the same way; see Stepwell Brace Boots.

${FIT_BY_CLINIC}

**Care.** Wipe with a damp cloth and air-dry away from direct heat. When you fit the new boot, check the heel sits right down, and look at your child's skin after the first few wears.`,
    status: 'published',
    soldInPairs: false,
    allowMismatched: false,
    relatedResourceSlugs: ['boots-and-bar-bracing-tips'],
    images: images('stepwell-single-brace-boot', ['A single coral brace boot seen from the side.']),
    variants: variants('SW-BOOT1', [
      ...sized(BRACE_SIZES, [3, 4, 5, 4, 3, 0], 9200, 9800, '3', { side: 'left' }),
      ...sized(BRACE_SIZES, [3, 4, 6, 5, 3, 3], 9200, 9800, '3', { side: 'right' }),
    ]),
  },

  // ------------------------------------------------------------ shoes
  {
    slug: 'stepwell-flex-walkers',
    name: 'Stepwell Flex Walkers',
    category: 'shoes',
    summary: 'Light, bendy everyday shoes for new walkers and busy toddlers, with a roomy toe and one wide strap; left and right can be bought in different sizes.',
    description: `Everyday shoes for the hours out of the brace. The sole bends easily under the ball of the foot, the toe box is roomy, and one wide hook-and-loop strap opens right back so a foot can go in without a struggle.

**For different-sized feet.** A treated clubfoot is often a little shorter than the other foot. Members can buy a left shoe and a right shoe in different sizes as one pair, or share a split pair with a Clubfoot Buddy whose child needs the opposite sizes.

**Sizing.** Measure both feet standing up, late in the day, and choose the size that leaves about a thumb's width beyond the longest toe. If you are unsure, or your child is still in boots and bar, ask your clinic team what they suggest for day shoes.

**Care.** Machine-wash cold, then dry at room temperature with the strap open.`,
    status: 'published',
    soldInPairs: true,
    allowMismatched: true,
    relatedResourceSlugs: ['finding-shoes-for-two-foot-sizes', 'physical-activity-and-sport'],
    images: images('stepwell-flex-walkers', [
      'A pair of teal toddler shoes with a wide strap.',
      'A toddler shoe bending easily at the front of the sole.',
      "A toddler's feet in teal shoes, stepping across the grass.",
    ]),
    variants: variants('SW-FLEX', sized(SHOE_SIZES, [5, 7, 9, 12, 14, 11, 10, 8, 6, 5, 4, 3, 0, 3, 4], 3900, 4200, '7')),
  },
  {
    slug: 'little-strides-everyday-trainers',
    name: 'Little Strides Everyday Trainers',
    category: 'shoes',
    summary: 'Sturdy trainers for nursery, the park and everything in between, in medium and wide fits. Left and right can be different sizes.',
    description: `Trainers made for running, climbing and scuffing, with a cushioned sole, a firm heel counter and laces plus a strap, so they stay on and still go on quickly. The wide fit has extra room across the front of the foot.

**For different-sized feet.** Members can put a left shoe and a right shoe of different sizes in one pair, or team up with a Clubfoot Buddy to share a split pair.

**Sizing.** Measure both feet standing up and choose the size that leaves about a thumb's width beyond the longest toe on each foot. Feet that are different lengths can also be different widths; if a shoe presses or rubs, try the wide fit. Your child's clinic team can tell you if they have any advice about shoes for your child.

**Care.** Wipe clean or machine-wash cold with the insoles out. Dry away from radiators.`,
    status: 'published',
    soldInPairs: true,
    allowMismatched: true,
    relatedResourceSlugs: ['finding-shoes-for-two-foot-sizes', 'nursery-and-school'],
    images: images('little-strides-everyday-trainers', [
      'A pair of blue children\'s trainers with white soles.',
      'A left and a right trainer side by side in two different sizes, the left one a little smaller.',
    ]),
    variants: variants('LS-TRN', [
      ...sized(SHOE_SIZES, [6, 8, 10, 12, 15, 13, 11, 9, 8, 7, 5, 4, 3, 3, 0], 5200, 5600, '7', { width: 'medium' }),
      ...sized(SHOE_SIZES, [3, 4, 5, 6, 8, 7, 6, 5, 4, 0, 3, 3, 4, 3, 3], 5200, 5600, '7', { width: 'wide' }),
    ]),
  },
  {
    slug: 'stepwell-summer-sandals',
    name: 'Stepwell Summer Sandals',
    category: 'shoes',
    summary: 'Closed-toe sandals with two adjustable straps, for warm days, paddling pools and the beach.',
    description: `Sandals with a closed, bumper toe to protect little toes, two adjustable straps across the foot and a back strap that holds the heel in place. The sole is soft enough to bend and grippy on wet ground, and the sandals dry quickly after a paddle.

They are sold as a pair in matching sizes. If your child's feet are different sizes, the adjustable straps can take up a little of the difference; for a bigger gap, look at shoes that can be bought in two sizes.

**Sizing.** Measure both feet standing up and order for the longer foot, leaving about a thumb's width beyond the longest toe.

**Care.** Rinse off sand and salt water with fresh water and let them dry in the shade. Check for small stones under the straps after a day at the beach.`,
    status: 'published',
    soldInPairs: true,
    allowMismatched: false,
    relatedResourceSlugs: ['finding-shoes-for-two-foot-sizes', 'travelling-during-treatment'],
    images: images('stepwell-summer-sandals', [
      'A pair of yellow closed-toe sandals with two straps each.',
      'Sandals on the sand beside a bucket, under a bright sun.',
    ]),
    variants: variants('SW-SANDAL', sized(SHOE_SIZES, [4, 5, 6, 8, 9, 9, 8, 7, 6, 5, 4, 3, 3, 0, 0], 3600, 3900, '7')),
  },

  // ------------------------------------------------------------ socks and liners
  {
    slug: 'stepwell-brace-socks',
    name: 'Stepwell Brace Socks, Pack of Three',
    category: 'socks-and-liners',
    summary: 'Thin, smooth cotton socks made for wearing under brace boots, with flat seams and a snug heel that will not bunch.',
    description: `A fold or a thick seam inside a brace boot can rub, so brace socks need to be thin, smooth and well-fitting. These are fine cotton socks with a flat toe seam, a shaped heel that stays in place, and a cuff long enough to sit above the top of the boot, so no skin touches the boot directly.

Many families keep a spare pair with the brace, for nurseries, grandparents and nights away.

**Sizing.** S fits brace sizes 0 and 1, M fits sizes 2 and 3, and L fits sizes 4 and 5. If your child is between sizes, choose the one that fits smoothly without wrinkles.

**Care.** Machine-wash warm and tumble-dry low. Turn them the right way out and smooth them before putting them on, and replace socks that have gone thin at the heel.`,
    status: 'published',
    soldInPairs: false,
    allowMismatched: false,
    relatedResourceSlugs: ['boots-and-bar-bracing-tips'],
    images: images('stepwell-brace-socks', [
      'Three small white, teal and peach socks fanned out together.',
      'Close-up of a sock toe with a flat, smooth seam.',
    ]),
    variants: variants('SW-SOCK3', LETTER_SIZES.map((size, i) => ({ size, priceCents: size === 'L' ? 1300 : 1200, stock: [25, 22, 18][i] ?? 0 }))),
  },
  {
    slug: 'little-strides-tall-liner-socks',
    name: 'Little Strides Tall Liner Socks',
    category: 'socks-and-liners',
    summary: 'Extra-long, thin liner socks that reach well above the top of brace boots, for children whose skin marks easily.',
    description: `Tall liners are thin cotton-and-bamboo socks that come up to just below the knee. They cover the skin above the top edge of the brace boot, where the boot can press as a child kicks and turns in the night. The toe and heel are seam-free.

They are worn as an ordinary brace sock, one layer only: two layers of socks inside a boot change the fit and can cause rubbing.

Light pink marks that fade soon after the boots come off are common. Blisters, broken skin or redness that does not fade are not something a sock can fix, so contact your clinic about them.

**Sizing.** S fits brace sizes 0 and 1, M fits sizes 2 and 3, and L fits sizes 4 and 5.

**Care.** Machine-wash warm and dry flat.`,
    status: 'published',
    soldInPairs: false,
    allowMismatched: false,
    relatedResourceSlugs: ['boots-and-bar-bracing-tips', 'bracing-through-the-toddler-years'],
    images: images('little-strides-tall-liner-socks', ['A pair of long, thin sky-blue socks laid side by side.']),
    variants: variants('LS-LINER', LETTER_SIZES.map((size, i) => ({ size, priceCents: size === 'L' ? 1800 : 1600, stock: [14, 0, 9][i] ?? 0 }))),
  },
  {
    slug: 'stepwell-grippy-play-socks',
    name: 'Stepwell Grippy Play Socks, Pack of Two',
    category: 'socks-and-liners',
    summary: 'Soft socks with rubbery dots on the sole, for brace-off time, crawling and first steps on slippery floors.',
    description: `Socks for the hours when the brace is off. Soft cotton on top and small rubbery dots underneath help little feet grip on wooden and tiled floors, whether your child is crawling, pulling up to stand or taking first steps.

They are not for wearing inside brace boots: the dots make them too thick, and anything under the heel changes how the boot fits. Use thin, smooth brace socks for that.

**Sizing.** S fits most babies up to about 12 months, M about 1 to 3 years, and L about 3 to 5 years.

**Care.** Machine-wash warm inside out, and keep them away from high heat so the dots last. Check the dots now and then, and retire socks once the grip has worn smooth.`,
    status: 'published',
    soldInPairs: false,
    allowMismatched: false,
    relatedResourceSlugs: ['physical-activity-and-sport'],
    images: images('stepwell-grippy-play-socks', ['Two small socks, teal and peach, with a row of grippy dots along each sole.']),
    variants: variants('SW-GRIP2', LETTER_SIZES.map((size, i) => ({ size, priceCents: size === 'L' ? 1000 : 900, stock: [20, 17, 12][i] ?? 0 }))),
  },

  // ------------------------------------------------------------ books and toys
  {
    slug: 'pip-and-the-night-time-boots',
    name: 'Pip and the Night-Time Boots',
    category: 'books-and-toys',
    summary: 'A gentle bedtime picture book about a little fox who wears boots and bar to sleep, for ages 1 to 5.',
    description: `Pip is a little fox who wears special boots and a bar at bedtime. In this short, rhyming story, Pip's family fit bracing into their evening (bath, pyjamas, boots, story, sleep) and Pip finds out that a bar is no barrier to wiggling, rolling and dreaming big.

The book is written for children in boots and bar and for their brothers, sisters and friends, so that the brace becomes something familiar to talk about. The last pages have a simple picture routine to follow each night, and space for your child's own drawing.

It is a story, not medical advice: your child's team will tell you how long and how often your child wears the brace.

**Details.** 24 sturdy board pages, rounded corners, wipe-clean cover. Suitable from 12 months.`,
    status: 'published',
    soldInPairs: false,
    allowMismatched: false,
    relatedResourceSlugs: ['bracing-through-the-toddler-years', 'boots-and-bar-bracing-tips'],
    images: images('pip-and-the-night-time-boots', [
      'A picture book cover showing a little fox in boots and bar asleep under a crescent moon.',
      'The book open: Pip the fox on one page, a little pair of boots and bar on the other.',
    ]),
    variants: variants('BK-PIP', [{ size: null, priceCents: 1500, stock: 16 }]),
  },
  {
    slug: 'our-clubfoot-journey-keepsake-journal',
    name: 'Our Clubfoot Journey Keepsake Journal',
    category: 'books-and-toys',
    summary: "A guided journal for the months of casts and bracing: dates, questions for the clinic, footprints and the small victories.",
    description: `A ring-bound journal for parents, to keep the treatment story in one place. There are pages for each cast change with space for the date and a photo, a page for the tenotomy if your child has one, a bracing tracker for the first three months and the nights-and-naps years after, and lined pages for questions to take to appointments.

Many parents say that writing things down helps on the hard days, and that it is lovely to look back on once treatment is done. There are pockets for footprint cards, hospital bracelets and cast photos, and a final page to mark the last night in the brace.

It is a keepsake, not a medical record: your clinic keeps your child's notes and is the place for questions about treatment.

**Details.** 96 pages, wipe-clean cover, lies flat when open.`,
    status: 'published',
    soldInPairs: false,
    allowMismatched: false,
    relatedResourceSlugs: ['the-ponseti-method-step-by-step', 'when-your-baby-is-diagnosed'],
    images: images('our-clubfoot-journey-keepsake-journal', [
      'A ring-bound journal with two little footprints and a heart on its cover.',
      'The journal lying open: a page of tick-boxes beside a page with a baby footprint.',
    ]),
    variants: variants('BK-JOURNAL', [{ size: null, priceCents: 2000, stock: 8 }]),
  },
  {
    slug: 'stepwell-bedtime-bear',
    name: 'Bedtime Bear with Boots and Bar',
    category: 'books-and-toys',
    summary: 'A soft teddy who wears tiny boots and a bar at bedtime too, so your child is never the only one in a brace.',
    description: `A cuddly bear with its own little boots and bar, in the same calm colours as a real brace. Many toddlers like to put their bear's brace on first, then their own, and some children like to practise the routine of socks, boots and straps on their bear before bed.

The bear's boots fasten with soft hook-and-loop straps and come off, so the bear can have brace-off time too. A toy brace does not do what a real one does, of course: it is there for company and for play.

**Safety.** Suitable from 12 months. The tiny boots and bar come off, so keep them away from younger babies and check the straps now and then.

**Care.** Surface-wash the bear with mild soap and a damp cloth; wipe the bar clean. About 30 cm tall.`,
    status: 'published',
    soldInPairs: false,
    allowMismatched: false,
    relatedResourceSlugs: ['bracing-through-the-toddler-years', 'when-your-baby-is-diagnosed'],
    images: images('stepwell-bedtime-bear', [
      'A soft brown teddy bear sitting up, wearing tiny teal boots joined by a bar.',
      "Close-up of the bear's feet in their little boots and bar.",
    ]),
    variants: variants('TOY-BEAR', [{ size: null, priceCents: 2400, stock: 11 }]),
  },
];
