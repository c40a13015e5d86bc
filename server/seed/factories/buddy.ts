import { inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { shoeProfileHistory, shoeProfiles, users } from '../../db/schema';
import { confirmByFor } from '../../features/buddy/profile-service';
import { keywords } from '../../features/buddy/matching';

type DemoShoes = {
  email: string;
  sizeScale: 'us-kids' | 'us-men';
  left: number;
  right: number;
  brands: string | null;
  types: string | null;
  notes: string | null;
  country: string;
  wearerBirthYear: number | null;
  daysAgo: number;
};

/**
 * Demo shoe profiles: Jonas (Ella's left foot is half a size smaller) and Alex (their child's right
 * foot is) are each other's buddy; Daniel waits for one in men's sizes; Maya's Theo, treated for both
 * feet, has equal sizes and needs no buddy.
 */
const DEMO_SHOES: DemoShoes[] = [
  { email: 'jonas@clubfoot.example', sizeScale: 'us-kids', left: 5, right: 5.5, brands: 'Stride Rite, Nike', types: 'Trainers, sandals', notes: 'Ella wears her boots and bar at night, so these are day shoes.', country: 'NO', wearerBirthYear: 2023, daysAgo: 12 },
  { email: 'admin@clubfoot.example', sizeScale: 'us-kids', left: 5.5, right: 5, brands: 'Nike', types: 'Trainers', notes: null, country: 'US', wearerBirthYear: 2022, daysAgo: 30 },
  { email: 'daniel@clubfoot.example', sizeScale: 'us-men', left: 8.5, right: 9.5, brands: 'New Balance', types: 'Running shoes, boots', notes: 'My left foot is a size smaller and a little narrower.', country: 'US', wearerBirthYear: 1988, daysAgo: 45 },
  { email: 'maya@clubfoot.example', sizeScale: 'us-kids', left: 4, right: 4, brands: null, types: 'First walkers', notes: null, country: 'GB', wearerBirthYear: 2025, daysAgo: 5 },
];

export async function seedBuddy(db: Db) {
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, DEMO_SHOES.map((s) => s.email)));
  const idOf = new Map(people.map((person) => [person.email, person.id]));
  for (const demo of DEMO_SHOES) {
    const userId = idOf.get(demo.email);
    if (!userId) continue;
    const confirmedAt = new Date(Date.now() - demo.daysAgo * 86_400_000);
    await db.insert(shoeProfiles).values({
      userId,
      sizeScale: demo.sizeScale,
      leftFootSize: demo.left,
      rightFootSize: demo.right,
      preferredBrands: demo.brands,
      shoeTypes: demo.types,
      notes: demo.notes,
      country: demo.country,
      wearerBirthYear: demo.wearerBirthYear,
      brandKeys: keywords(demo.brands),
      typeKeys: keywords(demo.types),
      confirmedAt,
      updatedAt: confirmedAt,
      confirmBy: confirmByFor({ wearerBirthYear: demo.wearerBirthYear, sizeScale: demo.sizeScale }, confirmedAt),
    });
    await db.insert(shoeProfileHistory).values({ userId, sizeScale: demo.sizeScale, leftFootSize: demo.left, rightFootSize: demo.right, savedAt: confirmedAt });
  }
}
