/**
 * What makes a message text acceptable (§3 "Conversations", §8 code 10172 "invalid listing
 * reaction message"). Texts are stored exactly as typed; these checks only refuse them.
 */

import { MESSAGE_MAX_LENGTH, REACTION_MESSAGE_MIN_LENGTH } from '../constants/messaging';

/** Why a message text is refused (words ours; sent as `data.reason` of the API's error). */
export const MessageTextProblem = {
  /** Nothing but white space. */
  Empty: 'empty',
  /** A reaction shorter than {@link REACTION_MESSAGE_MIN_LENGTH} characters. */
  TooShort: 'too_short',
  /** Longer than {@link MESSAGE_MAX_LENGTH} characters. */
  TooLong: 'too_long',
  /** Control characters other than tab, line feed and carriage return (NUL, escape …). */
  ControlCharacters: 'control_characters',
  /** Broken Unicode: a lone UTF-16 surrogate, which cannot be stored as typed. */
  MalformedText: 'malformed_text',
  /** A reaction without a single letter or digit ('!!!!!!!!!!!!!!!!!!!!'). */
  NoLetters: 'no_letters',
} as const;
/** One of the {@link MessageTextProblem} words. */
export type MessageTextProblem = (typeof MessageTextProblem)[keyof typeof MessageTextProblem];

// C0 controls except tab (09), line feed (0a) and carriage return (0d), and DEL.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** With the u flag, \p{Cs} matches only surrogates that are not part of a pair. */
const LONE_SURROGATE = /\p{Cs}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * Length of a text in characters as a person counts them: Unicode code points, so an emoji
 * is one character (not the two UTF-16 units of `string.length`).
 *
 * @param text any text
 * @returns the number of code points
 */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/**
 * Checks a message of a conversation (and an auto-reply): not empty, at most
 * {@link MESSAGE_MAX_LENGTH} characters, no control characters but tab and line breaks, no
 * broken Unicode. HTML, links and markdown are fine: they are stored and shown as typed text.
 *
 * @param text the text as typed
 * @returns the first problem found, or null when the text is acceptable; never throws
 */
export function messageTextProblem(text: string): MessageTextProblem | null {
  if (LONE_SURROGATE.test(text)) return MessageTextProblem.MalformedText;
  if (CONTROL_CHARACTERS.test(text)) return MessageTextProblem.ControlCharacters;
  if (text.trim() === '') return MessageTextProblem.Empty;
  if (characterCount(text) > MESSAGE_MAX_LENGTH) return MessageTextProblem.TooLong;
  return null;
}

/**
 * Checks a reaction to an advert (§7 `POST /conversation/listing-reaction`; refused with §8
 * code 10172): everything of {@link messageTextProblem}, and at least
 * {@link REACTION_MESSAGE_MIN_LENGTH} characters without the surrounding white space, with at
 * least one letter or digit.
 *
 * @param text the reaction as typed
 * @returns the first problem found, or null when the reaction is acceptable; never throws
 */
export function reactionMessageProblem(text: string): MessageTextProblem | null {
  const problem = messageTextProblem(text);
  if (problem !== null) return problem;
  if (characterCount(text.trim()) < REACTION_MESSAGE_MIN_LENGTH) return MessageTextProblem.TooShort;
  if (!LETTER_OR_DIGIT.test(text)) return MessageTextProblem.NoLetters;
  return null;
}
