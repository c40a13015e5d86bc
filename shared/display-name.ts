/** What a member who gave no name is called (spec section 2, Profile: "name (or 'Member')"). */
export const UNNAMED_MEMBER = 'Member';
/** A deleted account, wherever what it wrote stays (the presenters send it as first and last name). */
export const DELETED_MEMBER = 'Deleted member';

type Named = { firstName?: string | null; lastName?: string | null };

/**
 * A member's name as the site shows it: 'First Last', either one alone, else `fallback`. The one
 * fallback is 'Member'; a place whose wording the spec fixes passes its own (the forum's 'Anonymous'
 * and 'Unknown').
 */
export function displayName(member: Named | null | undefined, fallback: string = UNNAMED_MEMBER) {
  if (!member) return fallback;
  return [member.firstName?.trim(), member.lastName?.trim()].filter(Boolean).join(' ') || fallback;
}

/** Up to two initials for a picture's place ('Dr. Marcus Okafor' → 'MO'). */
export function initialsOf(name: string) {
  return name
    .replace(/^Dr\.?\s+/i, '')
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}
