import { z } from 'zod';
import { text } from './text';

/**
 * The search words of the settings: groups of words and phrases a shopper may use for the same thing,
 * one group a line in the admin ("lift, hoist, car lift"). A search for any phrase of a group finds
 * what the others name. Seeded with the groups below; the owner extends them.
 */

export const SEARCH_WORDS_LIMITS = {
  groups: 200,
  phrasesPerGroup: 20,
  phraseLength: 60,
  wordsPerPhrase: 5,
} as const;

export const SEARCH_WORDS_MESSAGES = {
  groupsCount: `List at most ${SEARCH_WORDS_LIMITS.groups} groups`,
  groupsShape: 'Send the search words as groups of words',
} as const;

/** The groups a new shop starts with: the demo catalogue's words and what shoppers type for them. */
export const DEFAULT_SEARCH_WORDS: readonly (readonly string[])[] = [
  ['lift', 'hoist', 'car lift', 'vehicle lift', 'car hoist', 'auto lift'],
  ['two post lift', '2 post lift', '2post lift', 'two pillar lift', '2 pillar lift'],
  ['four post lift', '4 post lift', '4post lift', 'four pillar lift', '4 pillar lift'],
  ['scissor lift', 'scissors lift'],
  [
    'tyre changer',
    'tyre machine',
    'tire changer',
    'tire machine',
    'tyre changing machine',
    'tyre fitting machine',
    'vulcanizing machine',
    'vulcanising machine',
  ],
  ['wheel balancer', 'balancing machine', 'wheel balancing machine', 'tyre balancer', 'tire balancer'],
  ['tyre', 'tire'],
  ['wheel alignment', 'alignment machine', 'wheel aligner', 'aligner'],
  [
    'scanner',
    'scan tool',
    'diagnostic tool',
    'diagnostic machine',
    'diagnostic scanner',
    'diagnostic tablet',
    'diagnosis machine',
    'car scanner',
    'car diagnostic',
  ],
  ['code reader', 'obd scanner', 'obd2 scanner', 'obd reader', 'obd2 reader', 'fault code reader'],
  ['dongle', 'bluetooth scanner', 'phone scanner'],
  ['key programmer', 'key programming machine', 'key coding machine'],
  ['battery tester', 'battery analyser', 'battery analyzer', 'battery checker'],
  [
    'spray booth',
    'spraybooth',
    'paint booth',
    'paint room',
    'spray oven',
    'paint oven',
    'spray room',
    'baking oven',
    'car oven',
  ],
  ['spray gun', 'paint gun', 'spraying gun'],
  [
    'frame machine',
    'frame straightener',
    'chassis straightener',
    'straightening bench',
    'collision bench',
    'bench rack',
  ],
  ['spot welder', 'welding machine', 'welder', 'spot welding machine', 'stud welder'],
  ['body equipment', 'panel beating', 'panel beater', 'body shop equipment', 'body repair'],
  ['dent puller', 'dent repair', 'slide hammer'],
  ['jack', 'trolley jack', 'floor jack', 'car jack', 'hydraulic jack'],
  ['engine crane', 'engine hoist', 'engine lift', 'shop crane', 'cherry picker'],
  ['compressor', 'air compressor', 'air pump'],
  ['generator', 'genset', 'generating set', 'power generator', 'gen'],
  [
    'pressure washer',
    'jet washer',
    'power washer',
    'car wash machine',
    'washing machine',
    'high pressure washer',
    'car wash',
    'car washer',
  ],
  ['oil drainer', 'oil drain', 'oil extractor', 'waste oil drainer', 'oil collector', 'oil drain tank'],
  ['grease pump', 'grease machine', 'grease gun', 'greaser', 'grease dispenser'],
  ['hose reel', 'oil reel', 'reel'],
  ['impact wrench', 'impact gun', 'rattle gun', 'air gun'],
  ['torque wrench', 'torque spanner'],
  ['socket set', 'tool set', 'mechanics set', 'tool kit', 'toolkit'],
  ['spanner', 'wrench'],
  ['tool cabinet', 'toolbox', 'tool box', 'tool chest', 'tool trolley', 'roller cabinet'],
  ['screwdriver set', 'screw driver set', 'screwdrivers'],
];

/** The same phrase written another way: lower case, accents dropped, words apart by one space. */
export function phraseKey(phrase: string): string {
  const words = phrase
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  return (words ?? []).join(' ');
}

/** What is wrong with a group's phrase, or null: some letters or digits, a few words, not too long. */
function phraseProblem(phrase: string): string | null {
  const { phraseLength, wordsPerPhrase } = SEARCH_WORDS_LIMITS;
  if (phrase === '') return 'a word or phrase between two commas is empty';
  if (phrase.length > phraseLength)
    return `"${phrase.slice(0, 20)}…" is longer than ${phraseLength} characters`;
  const words = phraseKey(phrase);
  if (words === '') return `"${phrase}" has no letter or digit`;
  if (words.split(' ').length > wordsPerPhrase) return `"${phrase}" has more than ${wordsPerPhrase} words`;
  return null;
}

/** Every problem of the list, each on its line (1 is the first group), in the order a person reads them. */
function listProblems(groups: readonly (readonly string[])[]): string[] {
  const problems: string[] = [];
  if (groups.length > SEARCH_WORDS_LIMITS.groups) problems.push(SEARCH_WORDS_MESSAGES.groupsCount);
  const seen = new Map<string, number>();
  groups.forEach((group, index) => {
    const line = index + 1;
    if (group.length < 2)
      problems.push(`Line ${line}: a group needs at least two words or phrases, separated by commas`);
    if (group.length > SEARCH_WORDS_LIMITS.phrasesPerGroup)
      problems.push(
        `Line ${line}: a group has at most ${SEARCH_WORDS_LIMITS.phrasesPerGroup} words or phrases`,
      );
    for (const phrase of group) {
      const problem = phraseProblem(phrase);
      if (problem) {
        problems.push(`Line ${line}: ${problem}`);
        continue;
      }
      const key = phraseKey(phrase);
      const first = seen.get(key);
      if (first === undefined) seen.set(key, line);
      else
        problems.push(
          first === line
            ? `Line ${line}: "${phrase}" is listed twice`
            : `Line ${line}: "${phrase}" is already on line ${first}`,
        );
    }
  });
  return problems;
}

/** The whole list: each phrase in one group only, so a search word has one meaning. */
export const searchWordsSchema = z.strictObject({
  groups: z
    .array(z.array(text(SEARCH_WORDS_MESSAGES.groupsShape), { message: SEARCH_WORDS_MESSAGES.groupsShape }), {
      message: SEARCH_WORDS_MESSAGES.groupsShape,
    })
    .transform((groups) => groups.map((group) => group.map((phrase) => phrase.trim())))
    .superRefine((groups, context) => {
      for (const message of listProblems(groups)) context.addIssue({ code: 'custom', message });
    }),
});
export type SearchWordsInput = z.input<typeof searchWordsSchema>;
export type SearchWords = z.output<typeof searchWordsSchema>;

export const searchWordsResponseSchema = z.object({
  groups: z.array(z.array(z.string())),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type SearchWordsResponse = z.infer<typeof searchWordsResponseSchema>;

/** The admin's text: one group a line, its words and phrases separated by commas. */
export function searchWordsToText(groups: readonly (readonly string[])[]): string {
  return groups.map((group) => group.join(', ')).join('\n');
}

/** The admin's text as groups: blank lines and empty entries left out. */
export function searchWordsFromText(value: string): string[][] {
  return value
    .split('\n')
    .map((line) =>
      line
        .split(',')
        .map((phrase) => phrase.trim())
        .filter((phrase) => phrase !== ''),
    )
    .filter((group) => group.length > 0);
}
