import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { ERROR_STATUS, errorBodySchema } from '../../../shared/errors';
import type { TestApp } from '../app';
import { uniqueIp } from '../accounts';
import { changedParts, readState, rowCount, type ShopState, type ShopTable } from '../state';
import { payloadOf, type Body } from './arbitraries';

/**
 * The fuzz suite's engine: seeded cases per route, each sent to the real app on a real database, each
 * answer checked (never 5xx; an error is `{ code, message }` from the closed set, with its code's
 * status; a success is the route's own body) and the state the route could touch read back after
 * each case (a refused case, or any read, changes nothing; an accepted one changes what it should).
 */

/** At least 1,000 cases per route in CI; fewer on a laptop. FUZZ_RUNS overrides both. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.CI ? 1000 : 200));
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);

export interface FuzzRoute<T> {
  /** `METHOD /path`, as the report names it. */
  name: string;
  cases: fc.Arbitrary<T>;
  send(input: T): Promise<LightMyRequestResponse>;
  /** The tables the route could write; `uploads` adds the stored files. */
  touches: readonly ShopTable[];
  uploads?: boolean;
  /** The body of a 2xx answer. */
  success: z.ZodType;
  /** A read: no answer may change anything. */
  readOnly?: boolean;
  /** What an accepted write may change: null when the change is the expected one, else what is wrong. */
  acceptedChange?(before: ShopState, after: ShopState, body: unknown): string | null;
}

export interface FuzzReport {
  route: string;
  cases: number;
  statuses: Record<number, number>;
  serverErrors: number;
  /** Answers that are neither `{ code, message }` with the code's status nor the route's success body. */
  malformedAnswers: number;
  /** Refused cases (or reads) that changed something, and accepted ones that changed the wrong thing. */
  partialWrites: number;
  /** The first problems found, to fix from. */
  problems: string[];
}

const MAX_PROBLEMS = 5;
/** Reads between two looks at the state. */
const READ_WINDOW = 50;

function describeInput(input: unknown): string {
  const text = JSON.stringify(input, (_key, value) =>
    typeof value === 'string' && value.length > 120 ? `${value.slice(0, 120)}…(${value.length})` : value,
  );
  return (text ?? String(input)).slice(0, 600);
}

function answerProblem(response: LightMyRequestResponse, success: z.ZodType): string | null {
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `answer is not JSON: ${response.body.slice(0, 200)}`;
  }
  if (response.statusCode >= 200 && response.statusCode < 300) {
    const parsed = success.safeParse(body);
    return parsed.success ? null : `success body does not match: ${parsed.error.issues[0]?.message}`;
  }
  const error = errorBodySchema.safeParse(body);
  if (!error.success) return `error body is not { code, message }: ${response.body.slice(0, 200)}`;
  const expected = ERROR_STATUS[error.data.code];
  return expected === response.statusCode ? null : `${error.data.code} answered with ${response.statusCode}`;
}

/** Runs the route's seeded cases one after another; the report says what each answered. */
export async function fuzzRoute<T>(
  shop: TestApp,
  route: FuzzRoute<T>,
  runs = FUZZ_RUNS,
): Promise<FuzzReport> {
  const inputs = fc.sample(route.cases, { numRuns: runs, seed: FUZZ_SEED });
  const report: FuzzReport = {
    route: route.name,
    cases: 0,
    statuses: {},
    serverErrors: 0,
    malformedAnswers: 0,
    partialWrites: 0,
    problems: [],
  };
  const problem = (text: string, input: unknown) => {
    if (report.problems.length < MAX_PROBLEMS)
      report.problems.push(`${text}\n    input: ${describeInput(input)}`);
  };
  const read = () => readState(shop, route.touches, { files: route.uploads ?? false });
  let before = await read();
  let window: unknown[] = [];
  for (const [index, input] of inputs.entries()) {
    const response = await route.send(input);
    // A read must change nothing: checked over windows of cases (and the last one), which is as strict
    // and much cheaper; a write is checked after each case.
    const last = index === inputs.length - 1;
    window.push(input);
    const check = !route.readOnly || last || window.length === READ_WINDOW;
    const after = check ? await read() : before;
    report.cases++;
    report.statuses[response.statusCode] = (report.statuses[response.statusCode] ?? 0) + 1;
    if (response.statusCode >= 500) {
      report.serverErrors++;
      problem(`${response.statusCode} ${response.body.slice(0, 200)}`, input);
    }
    const answer = answerProblem(response, route.success);
    if (answer) {
      report.malformedAnswers++;
      problem(answer, input);
    }
    if (!check) continue;
    const accepted = response.statusCode < 300 && !route.readOnly;
    const changed = changedParts(before, after);
    const wrongChange = accepted
      ? (route.acceptedChange?.(before, after, safeJson(response)) ?? null)
      : changed.length > 0
        ? `${route.readOnly ? `one of ${window.length} reads` : `a ${response.statusCode} answer`} changed ${changed.join(', ')}`
        : null;
    if (wrongChange) {
      report.partialWrites++;
      problem(wrongChange, route.readOnly ? window : input);
    }
    before = after;
    window = [];
  }
  return report;
}

function safeJson(response: LightMyRequestResponse): unknown {
  try {
    return response.json();
  } catch {
    return undefined;
  }
}

/** One line per route for the run's output: the figures the issue's closing note needs. */
export function formatReport(report: FuzzReport): string {
  const statuses = Object.entries(report.statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  return (
    `fuzz ${report.route}: ${report.cases} cases; answers ${statuses}; 5xx ${report.serverErrors}; ` +
    `malformed answers ${report.malformedAnswers}; partial writes ${report.partialWrites}`
  );
}

/** Prints the route's line, and every problem found, so a failure says what to fix. */
export function printReport(report: FuzzReport): void {
  console.log(formatReport(report));
  for (const text of report.problems) console.log(`  problem: ${text}`);
}

/** How many rows a table gained (or lost) between two states. */
export function rowDelta(before: ShopState, after: ShopState, table: ShopTable): number {
  return rowCount(after, table) - rowCount(before, table);
}

/** The tables whose rows changed, other than the ones given. */
export function othersChanged(before: ShopState, after: ShopState, allowed: readonly string[]): string[] {
  return changedParts(before, after).filter((part) => !allowed.includes(part));
}

/** The checks every test makes on a route's report: nothing to fix. */
export function verdict(report: FuzzReport) {
  const { serverErrors, malformedAnswers, partialWrites, problems } = report;
  return { serverErrors, malformedAnswers, partialWrites, problems };
}

export const CLEAN = { serverErrors: 0, malformedAnswers: 0, partialWrites: 0, problems: [] };

/** A request with a fuzzed body, from an address of its own (the per-address limits stay as they are). */
export function injectBody(
  shop: TestApp,
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  body: Body,
  cookie?: string,
) {
  const { payload, contentType } = payloadOf(body);
  return shop.app.inject({
    method,
    url,
    payload,
    remoteAddress: uniqueIp(),
    headers: {
      origin: shop.config.publicUrl,
      ...(contentType ? { 'content-type': contentType } : {}),
      ...(cookie ? { cookie } : {}),
    },
  });
}

/** A GET as a browser sends it, from an address of its own. */
export function injectGet(shop: TestApp, url: string, cookie?: string) {
  return shop.app.inject({
    method: 'GET',
    url,
    remoteAddress: uniqueIp(),
    headers: cookie ? { cookie } : {},
  });
}
