import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { contactDetailsBody, houseMessageBody, organisationBody, socialBody, teamMemberBody } from '../../../shared/api/settings';
import { changedFields, stillDemo } from '../../../shared/policies/settings';
import { addressLines, type DemoSection, type HouseMessageKind, socialNetworks } from '../../../shared/settings';
import type { Db, Tx } from '../../db';
import { auditLog, siteSettings, teamMembers } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { UserRow } from '../../lib/sessions';
import { authorizeTeamAdd, checkTeamOrder } from './policy';
import { houseMessagesOf, presentAdminMember, presentAdminSettings, type SettingsRow } from './present';

/*
 * The site settings' use cases (decision 0019). Each change runs in one transaction that also raises
 * the settings' version (so every instance drops its kept copy) and writes its audit entry.
 */

type Reader = Pick<Db, 'select'>;

export async function loadSettings(db: Reader) {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  const team = await db.select().from(teamMembers).orderBy(asc(teamMembers.position), asc(teamMembers.createdAt));
  return { row: row ?? defaultRow(), team };
}

/** The row the migration makes, for a database where it has gone missing. */
function defaultRow(): SettingsRow {
  return {
    id: 1,
    version: 0,
    organisationName: 'Clubfoot Community',
    charityNumber: '',
    charityCountry: null,
    address: '',
    contactEmail: '',
    phone: '',
    officeHours: '',
    socialLinks: {},
    houseMessages: {},
    demoSections: [],
    updatedAt: null,
    updatedBy: null,
  };
}

/** The settings row, locked for this transaction (made first if it has gone missing). */
async function lockedRow(tx: Tx) {
  await tx.insert(siteSettings).values({ id: 1 }).onConflictDoNothing();
  const [row] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for('update');
  return row ?? defaultRow();
}

/** Stores the change with a new version and who made it, and its audit entry. */
async function record(tx: Tx, admin: UserRow, patch: Partial<typeof siteSettings.$inferInsert>, action: string, details: Record<string, unknown>) {
  await tx
    .update(siteSettings)
    .set({ ...patch, version: sql`${siteSettings.version} + 1`, updatedAt: new Date(), updatedBy: admin.id })
    .where(eq(siteSettings.id, 1));
  await tx.insert(auditLog).values({ actorId: admin.id, action, details });
}

async function adminView(tx: Tx) {
  const { row, team } = await loadSettings(tx);
  return presentAdminSettings(row, team);
}

/** Saving a demo section unchanged keeps it demo; any change makes it the organisation's own. */
function demoAfter(row: SettingsRow, section: DemoSection, changed: string[]) {
  const wasDemo = row.demoSections.includes(section);
  return stillDemo(wasDemo, changed) ? row.demoSections : row.demoSections.filter((other) => other !== section);
}

/** A section saved: nothing is written when nothing changed. */
async function saveSection<T extends Record<string, unknown>>(
  db: Db,
  admin: UserRow,
  input: { section: string; demo?: DemoSection; before: (row: SettingsRow) => T; after: T; patch: Partial<typeof siteSettings.$inferInsert> },
) {
  return db.transaction(async (tx) => {
    const row = await lockedRow(tx);
    const changed = changedFields(input.before(row), input.after);
    if (changed.length > 0) {
      const demoSections = input.demo ? demoAfter(row, input.demo, changed) : row.demoSections;
      await record(tx, admin, { ...input.patch, demoSections }, `settings.${input.section}_updated`, { fields: changed });
    }
    return adminView(tx);
  });
}

export function updateOrganisation(db: Db, admin: UserRow, body: z.output<typeof organisationBody>) {
  const after = { name: body.name, charityNumber: body.charityNumber, charityCountry: body.charityCountry };
  return saveSection(db, admin, {
    section: 'organisation',
    demo: 'organisation',
    before: (row) => ({ name: row.organisationName, charityNumber: row.charityNumber, charityCountry: row.charityCountry }),
    after,
    patch: { organisationName: after.name, charityNumber: after.charityNumber, charityCountry: after.charityCountry },
  });
}

export function updateContact(db: Db, admin: UserRow, body: z.output<typeof contactDetailsBody>) {
  // One address line per line, without the blank ones.
  const after = { address: addressLines(body.address).join('\n'), email: body.email, phone: body.phone, officeHours: body.officeHours };
  return saveSection(db, admin, {
    section: 'contact',
    demo: 'contact',
    before: (row) => ({ address: row.address, email: row.contactEmail, phone: row.phone, officeHours: row.officeHours }),
    after,
    patch: { address: after.address, contactEmail: after.email, phone: after.phone, officeHours: after.officeHours },
  });
}

export function updateSocial(db: Db, admin: UserRow, body: z.output<typeof socialBody>) {
  // Kept as the browser would resolve it; an empty address means no link.
  const after = Object.fromEntries(socialNetworks.flatMap((network) => (body[network] ? [[network, new URL(body[network]).href]] : [])));
  return saveSection(db, admin, {
    section: 'social',
    before: (row) => Object.fromEntries(socialNetworks.flatMap((network) => (row.socialLinks[network] ? [[network, row.socialLinks[network]]] : []))),
    after,
    patch: { socialLinks: after },
  });
}

export function updateHouseMessage(db: Db, admin: UserRow, kind: HouseMessageKind, body: z.output<typeof houseMessageBody>) {
  return db.transaction(async (tx) => {
    const row = await lockedRow(tx);
    const changed = changedFields(houseMessagesOf(row)[kind], body);
    if (changed.length > 0) {
      const houseMessages = { ...row.houseMessages, [kind]: { title: body.title, text: body.text, linkLabel: body.linkLabel } };
      await record(tx, admin, { houseMessages }, 'settings.house_message_updated', { kind, fields: changed });
    }
    return adminView(tx);
  });
}

/* ---------- The team ---------- */

const memberFields = (member: Pick<typeof teamMembers.$inferSelect, 'name' | 'role' | 'bio' | 'photoUrl'>) => ({
  name: member.name,
  role: member.role,
  bio: member.bio,
  photoUrl: member.photoUrl,
});

/** The photo a change let go of, unless another profile still shows it (its file is then removed after the commit). */
async function photoLetGo(tx: Tx, before: string | null, after: string | null) {
  if (!before || before === after) return null;
  const [other] = await tx.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.photoUrl, before)).limit(1);
  return other ? null : before;
}

/** A new profile goes last. */
export function addTeamMember(db: Db, admin: UserRow, body: z.output<typeof teamMemberBody>) {
  return db.transaction(async (tx) => {
    await lockedRow(tx);
    await authorizeTeamAdd(tx);
    const [last] = await tx.select({ position: sql<number>`coalesce(max(${teamMembers.position}), 0)` }).from(teamMembers);
    const [created] = await tx
      .insert(teamMembers)
      .values({ ...memberFields(body), position: Number(last?.position ?? 0) + 1 })
      .returning();
    if (!created) throw new Error('team member not stored');
    await record(tx, admin, {}, 'settings.team_member_added', { memberId: created.id, name: created.name });
    return presentAdminMember(created);
  });
}

/** Answers the settings, and the photo the change let go of (the caller removes its file once this has committed). */
export function updateTeamMember(db: Db, admin: UserRow, id: string, body: z.output<typeof teamMemberBody>) {
  return db.transaction(async (tx) => {
    await lockedRow(tx);
    const [member] = await tx.select().from(teamMembers).where(eq(teamMembers.id, id)).for('update');
    if (!member) throw notFound('Team member not found');
    const changed = changedFields(memberFields(member), memberFields(body));
    if (changed.length > 0) {
      await tx
        .update(teamMembers)
        .set({ ...memberFields(body), demo: stillDemo(member.demo, changed), updatedAt: new Date() })
        .where(eq(teamMembers.id, id));
      await record(tx, admin, {}, 'settings.team_member_updated', { memberId: id, name: body.name, fields: changed });
    }
    return { settings: await adminView(tx), replacedPhoto: await photoLetGo(tx, member.photoUrl, body.photoUrl) };
  });
}

export function removeTeamMember(db: Db, admin: UserRow, id: string) {
  return db.transaction(async (tx) => {
    await lockedRow(tx);
    const [removed] = await tx.delete(teamMembers).where(eq(teamMembers.id, id)).returning();
    if (!removed) throw notFound('Team member not found');
    await record(tx, admin, {}, 'settings.team_member_removed', { memberId: id, name: removed.name });
    return { settings: await adminView(tx), replacedPhoto: await photoLetGo(tx, removed.photoUrl, null) };
  });
}

export function reorderTeam(db: Db, admin: UserRow, ids: string[]) {
  return db.transaction(async (tx) => {
    await lockedRow(tx);
    const current = await tx.select({ id: teamMembers.id }).from(teamMembers).orderBy(asc(teamMembers.position), asc(teamMembers.createdAt));
    checkTeamOrder(
      current.map((member) => member.id),
      ids,
    );
    if (ids.some((id, index) => current[index]?.id !== id)) {
      for (const [index, id] of ids.entries()) await tx.update(teamMembers).set({ position: index + 1 }).where(eq(teamMembers.id, id));
      await record(tx, admin, {}, 'settings.team_reordered', { order: ids });
    }
    return adminView(tx);
  });
}
