import bootsAndBar from './boots-and-bar-bracing-tips';
import toddlerYears from './bracing-through-the-toddler-years';
import castCare from './caring-for-casts-and-warning-signs';
import aroundTheWorld from './clubfoot-around-the-world';
import twoFootSizes from './finding-shoes-for-two-foot-sizes';
import tenotomy from './preparing-for-the-achilles-tenotomy';
import relapse from './recognising-relapse';
import ponseti from './the-ponseti-method-step-by-step';
import type { SeedArticleTranslations } from './types';
import whatIsClubfoot from './what-is-clubfoot';
import firstVisit from './your-first-clinic-visit-questions';

/**
 * The ten most read articles in Spanish and French (issue 25): the three featured ones and the seven
 * that follow them, as the demo's page views rank them (server/seed/factories/analytics.ts).
 */
export const seedArticleTranslations: Record<string, SeedArticleTranslations> = {
  'what-is-clubfoot': whatIsClubfoot,
  'the-ponseti-method-step-by-step': ponseti,
  'boots-and-bar-bracing-tips': bootsAndBar,
  'your-first-clinic-visit-questions': firstVisit,
  'clubfoot-around-the-world': aroundTheWorld,
  'caring-for-casts-and-warning-signs': castCare,
  'preparing-for-the-achilles-tenotomy': tenotomy,
  'recognising-relapse': relapse,
  'bracing-through-the-toddler-years': toddlerYears,
  'finding-shoes-for-two-foot-sizes': twoFootSizes,
};
