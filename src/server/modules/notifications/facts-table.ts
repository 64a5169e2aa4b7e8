import { escapeMarkup } from '../../lib/escape-markup';

/** Labelled values a seller's mail lists (product and stock left; sender and subject). */
export type Facts = readonly (readonly [label: string, value: string])[];

/** The facts as lines of the plain-text mail: "Label: value". */
export function factsText(facts: Facts): string[] {
  return facts.map(([label, value]) => `${label}: ${value}`);
}

/** The facts as the HTML mail's two-column table. */
export function factsTable(facts: Facts): string {
  const cell = 'padding:6px 0;border-bottom:1px solid #e4e4e7';
  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><td style="${cell}">${escapeMarkup(label)}</td><td style="${cell};text-align:right">${escapeMarkup(value)}</td></tr>`,
    )
    .join('\n');
  return `<table role="presentation" width="100%" style="border-collapse:collapse;font-size:14px">
${rows}
</table>`;
}
