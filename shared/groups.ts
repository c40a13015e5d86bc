/**
 * Support groups' plain facts (issue 21), free of zod so the groups' pages and the admin screen can
 * import them cheaply; shared/api/groups.ts takes its limits from here.
 */

export const GROUP_NAME_MAX = 80;
export const GROUP_DESCRIPTION_MAX = 1000;
export const GROUP_LABEL_MAX = 60;
export const JOIN_MESSAGE_MAX = 500;
/** Languages a group may be held in: the site's own and those its members write in most. */
export const GROUP_LANGUAGES = ['en', 'es', 'fr', 'pt'] as const;
export const GROUP_LANGUAGE_NAMES: Record<(typeof GROUP_LANGUAGES)[number], string> = { en: 'English', es: 'Español', fr: 'Français', pt: 'Português' };
