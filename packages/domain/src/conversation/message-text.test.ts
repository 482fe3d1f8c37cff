import { describe, expect, it } from 'vitest';

import { MESSAGE_MAX_LENGTH, REACTION_MESSAGE_MIN_LENGTH } from '../constants/messaging';

import {
  characterCount,
  MessageTextProblem,
  messageTextProblem,
  reactionMessageProblem,
} from './message-text';

const GOOD_REACTION = 'Hoi! Ik ben Anna, 21 jaar en ik studeer in Groningen.';

describe('characterCount', () => {
  it('counts code points, so an emoji is one character', () => {
    expect(characterCount('')).toBe(0);
    expect(characterCount('abc')).toBe(3);
    expect(characterCount('😀')).toBe(1);
    expect('😀'.length).toBe(2);
    expect(characterCount('één')).toBe(3);
  });
});

describe('messageTextProblem', () => {
  it.each([
    'Hoi',
    '😀',
    '<script>alert(1)</script>',
    '**bold** [link](https://example.com) & <b>',
    'line one\nline two\r\n\ttabbed',
    'x'.repeat(MESSAGE_MAX_LENGTH),
    '😀'.repeat(MESSAGE_MAX_LENGTH),
  ])('accepts %j', (text) => {
    expect(messageTextProblem(text)).toBeNull();
  });

  it.each([
    ['', MessageTextProblem.Empty],
    ['   \n\t ', MessageTextProblem.Empty],
    ['x'.repeat(MESSAGE_MAX_LENGTH + 1), MessageTextProblem.TooLong],
    ['hi\u0000there', MessageTextProblem.ControlCharacters],
    ['bell\u0007', MessageTextProblem.ControlCharacters],
    ['escape \u001b[31m red', MessageTextProblem.ControlCharacters],
    ['del\u007f', MessageTextProblem.ControlCharacters],
    ['lone \ud800 surrogate', MessageTextProblem.MalformedText],
    ['lone \udc00 low surrogate', MessageTextProblem.MalformedText],
  ])('refuses %j as %s', (text, problem) => {
    expect(messageTextProblem(text)).toBe(problem);
  });
});

describe('reactionMessageProblem', () => {
  it('accepts an introduction, as typed, with surrounding white space', () => {
    expect(reactionMessageProblem(GOOD_REACTION)).toBeNull();
    expect(reactionMessageProblem(`  ${GOOD_REACTION}\n`)).toBeNull();
    expect(reactionMessageProblem('1'.repeat(REACTION_MESSAGE_MIN_LENGTH))).toBeNull();
  });

  it.each([
    ['', MessageTextProblem.Empty],
    ['Hoi!', MessageTextProblem.TooShort],
    [`   ${'a'.repeat(REACTION_MESSAGE_MIN_LENGTH - 1)}     `, MessageTextProblem.TooShort],
    ['!'.repeat(REACTION_MESSAGE_MIN_LENGTH), MessageTextProblem.NoLetters],
    ['😀'.repeat(30), MessageTextProblem.NoLetters],
    [`${GOOD_REACTION}\u0000`, MessageTextProblem.ControlCharacters],
    [GOOD_REACTION.repeat(100), MessageTextProblem.TooLong],
  ])('refuses %j as %s', (text, problem) => {
    expect(reactionMessageProblem(text)).toBe(problem);
  });
});
