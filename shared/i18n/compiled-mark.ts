/** The property (not enumerable) the build sets on a catalogue it compiled (scripts/vite-plugin-messages.ts), read by shared/i18n/runtime.ts. */
export const COMPILED_MARK = '__compiled';
