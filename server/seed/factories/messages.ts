import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { conversationMembers, conversations, messages, users } from '../../db/schema';

type Line = { from: 'a' | 'b'; text: string; minutesAgo: number };
/** `unreadBy`: who has not yet read the messages after their own last one. */
type DemoConversation = { a: string; b: string; lines: Line[]; unreadBy: 'a' | 'b' | null };

/** Private conversations between the demo members, so /messages has something true to show. */
const DEMO_CONVERSATIONS: DemoConversation[] = [
  {
    a: 'maya@clubfoot.example',
    b: 'jonas@clubfoot.example',
    unreadBy: 'a',
    lines: [
      { from: 'a', minutesAgo: 60 * 26, text: 'Hi Jonas, I saw your post about sleep and the boots and bar. Theo finishes casting in three weeks and I am already nervous about nights.' },
      { from: 'b', minutesAgo: 60 * 25, text: 'Hi Maya! Completely normal to feel that way. The first week was the hardest for us. Ella protested for about four nights, then mostly got used to it.' },
      { from: 'b', minutesAgo: 60 * 25 - 2, text: 'Two things helped: putting the boots on for play time in the evening before bed, so they were not only a "sleep thing", and soft padding on the bar so she did not bang her legs.' },
      { from: 'a', minutesAgo: 60 * 3, text: 'That is so helpful, thank you. Did you use socks under the boots? Our clinic said thin cotton ones.' },
      { from: 'b', minutesAgo: 35, text: 'Yes, thin cotton and pulled up high with no wrinkles. We checked her heels each morning for red marks and told the clinic about any that lasted more than an hour.\nThe Bracing guide in the library is good too: https://www.ponseti.info/' },
    ],
  },
  {
    a: 'daniel@clubfoot.example',
    b: 'maya@clubfoot.example',
    unreadBy: null,
    lines: [
      { from: 'a', minutesAgo: 60 * 50, text: 'Hello Maya, welcome to the community! If it ever helps to hear from an adult who was treated as a baby, ask me anything.' },
      { from: 'b', minutesAgo: 60 * 49, text: 'Thank you Daniel, that means a lot. Can I ask whether you play sport?' },
      { from: 'a', minutesAgo: 60 * 48, text: 'I run a couple of times a week and played football at school. My calf on the clubfoot side is smaller, which is common, but it has never stopped me.' },
    ],
  },
  {
    a: 'priya@clubfoot.example',
    b: 'jonas@clubfoot.example',
    unreadBy: null,
    lines: [
      { from: 'b', minutesAgo: 60 * 80, text: 'Hi Priya, thank you for your answer in the forum about stretching. Is it fine to keep doing the stretches the clinic showed us during bracing?' },
      { from: 'a', minutesAgo: 60 * 79, text: 'Hi Jonas, in general yes, but the right routine depends on Ella, so please check it with her own clinic team at the next visit. They can watch you do them and adjust.' },
    ],
  },
];

export async function seedMessages(db: Db) {
  const emails = [...new Set(DEMO_CONVERSATIONS.flatMap((c) => [c.a, c.b]))];
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idOf = new Map(people.map((person) => [person.email, person.id]));
  for (const demo of DEMO_CONVERSATIONS) {
    const [a, b] = [idOf.get(demo.a), idOf.get(demo.b)];
    if (!a || !b) continue;
    const [memberA, memberB] = a < b ? [a, b] : [b, a];
    const startedAt = new Date(Date.now() - (demo.lines[0]?.minutesAgo ?? 0) * 60_000);
    const [conversation] = await db.insert(conversations).values({ memberA, memberB, startedById: a, createdAt: startedAt }).returning();
    if (!conversation) continue;
    const rows = await db
      .insert(messages)
      .values(
        demo.lines.map((line) => ({
          conversationId: conversation.id,
          senderId: line.from === 'a' ? a : b,
          body: line.text,
          createdAt: new Date(Date.now() - line.minutesAgo * 60_000),
        })),
      )
      .returning();
    const last = rows.at(-1);
    if (!last) continue;
    await db.update(conversations).set({ lastMessageId: last.id }).where(eq(conversations.id, conversation.id));
    const side = (me: string, other: string, unread: boolean) => {
      const lastRead = unread ? (rows.filter((row) => row.senderId === me).at(-1)?.id ?? 0) : last.id;
      const unreadCount = rows.filter((row) => row.senderId === other && row.id > lastRead).length;
      return { conversationId: conversation.id, userId: me, otherUserId: other, lastReadMessageId: lastRead, unreadCount, lastActivityAt: last.createdAt };
    };
    await db.insert(conversationMembers).values([side(a, b, demo.unreadBy === 'a'), side(b, a, demo.unreadBy === 'b')]);
  }
}
