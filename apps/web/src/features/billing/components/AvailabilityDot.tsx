import { availabilityText } from '../lib/pricing';

export function AvailabilityDot({ available }: { available: number | undefined }) {
  if (available === undefined)
    // A block of the text's line height: the answer takes its place without moving the card.
    return <span className="skeleton block h-5 w-24" aria-label="Loading availability" />;
  const { inStock, text } = availabilityText(available);
  return (
    <span className="flex items-center gap-2 text-sm" data-testid="availability">
      <span className={`status ${inStock ? 'status-success' : 'status-error'}`} aria-hidden />
      {text}
    </span>
  );
}
