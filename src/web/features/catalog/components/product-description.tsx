import { useId, useState } from 'react';

/** Mobile description cut of the specification. */
export const MOBILE_DESCRIPTION_LIMIT = 120;

export function truncateDescription(text: string, limit = MOBILE_DESCRIPTION_LIMIT): string {
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}...` : text;
}

/**
 * The Description tab's text: in full on wider screens; on a phone, cut at 120 characters with a Read more
 * control. A phone shows the description only here (beside the picture it shows from the md width).
 */
export function ProductDescription({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = text.length > MOBILE_DESCRIPTION_LIMIT;
  return (
    <div className="text-muted-foreground">
      <p className="hidden whitespace-pre-line md:block">{text}</p>
      <div className="md:hidden">
        <p id={id} className="whitespace-pre-line">
          {expanded || !long ? text : truncateDescription(text)}
        </p>
        {long && (
          <button
            type="button"
            className="mt-1 inline-flex min-h-11 items-center font-semibold text-primary-strong hover:underline"
            aria-expanded={expanded}
            aria-controls={id}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? 'Show less' : 'Read more'}
          </button>
        )}
      </div>
    </div>
  );
}
