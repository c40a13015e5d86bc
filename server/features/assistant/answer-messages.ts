import type { Locale } from '../../../shared/i18n/locales';
import { defineCatalog, messagesIn, type ServerTranslate } from '../../lib/i18n';
import en from './messages/en.json';

/** The assistant's own words: its safety answers, what it says without a source, and how it quotes one (issue 25). */
export const assistantAnswerMessages = defineCatalog('assistant-answers', en, { es: () => import('./messages/es.json'), fr: () => import('./messages/fr.json') });

export type Say = ServerTranslate<typeof en>;

export const sayIn = (language: Locale): Say => messagesIn(assistantAnswerMessages, language);

const paragraphs = (say: Say, keys: (keyof typeof en)[]) => keys.map((key) => say(key)).join('\n\n');

/** Urgent signs: the clinic or emergency services now (the English is shared/urgent-advice.ts's, word for word). */
export const redFlagAnswer = (say: Say) => paragraphs(say, ['redFlag.intro', 'redFlag.emergency', 'redFlag.clinic', 'redFlag.cast', 'redFlag.brace']);
export const crisisAnswer = (say: Say) => paragraphs(say, ['crisis.sorry', 'crisis.lines', 'crisis.talk']);
export const diagnosisAnswer = (say: Say) => paragraphs(say, ['diagnosis.cannot', 'diagnosis.can', 'diagnosis.urgent', 'diagnosis.doctor']);
export const medicationAnswer = (say: Say) => paragraphs(say, ['medication.cannot', 'medication.ask', 'medication.doctor']);
export const outOfScopeAnswer = (say: Say) => paragraphs(say, ['outOfScope.scope', 'outOfScope.cannot']);
export const noSourceAnswer = (say: Say) => paragraphs(say, ['noSource.notFound', 'noSource.tryAgain']);
