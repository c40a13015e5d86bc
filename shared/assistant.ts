/** The chat widget's constants (spec sections 2, 5 and 9), free of zod for the widget's small chunk. */
export const CHAT_MESSAGE_MAX = 2000;
/** Earlier turns the widget may send along for context. */
export const CHAT_HISTORY_MAX = 6;
export const CHAT_WIDTH_PX = 380;
export const CHAT_HEIGHT_PX = 500;
export const CHAT_MINIMISED_HEIGHT_PX = 64;
export const CHAT_PLACEHOLDER = 'Type your question about clubfoot...';
export const CHAT_GREETING = "Hey fellow clubfoot buddy. I'm trained on everything clubfeet. Ask me anything you want?";
/** Where the widget keeps the conversation for the browser session. */
export const CHAT_STORAGE_KEY = 'clubfootChat';

export const chatReactions = ['thumbsUp', 'thumbsDown', 'heart', 'smile'] as const;
export type ChatReaction = (typeof chatReactions)[number];
/** The two reactions the server keeps (admins see which answers helped). */
export const storedReactions = ['thumbsUp', 'thumbsDown'] as const;
export type StoredReaction = (typeof storedReactions)[number];

/** How an answer came about: an ordinary answer, urgent-sign advice, what the assistant cannot do, or a redirect. */
export const chatAnswerKinds = ['answer', 'red-flag', 'diagnosis', 'out-of-scope', 'no-source'] as const;
export type ChatAnswerKind = (typeof chatAnswerKinds)[number];
