import { useEffect, useState } from 'react';
import { sanitizeDiscountCode } from '../lib/pricing';

/** The code input with Apply; Apply stays disabled while applying and for 5 s after (section 4). */
export function DiscountField({
  code,
  onCodeChange,
  onApply,
  isApplying,
  appliedPercent,
}: {
  code: string;
  onCodeChange: (code: string) => void;
  onApply: () => void;
  isApplying: boolean;
  appliedPercent: number | null;
}) {
  const [isCoolingDown, setCoolingDown] = useState(false);
  useEffect(() => {
    if (!isCoolingDown) return;
    const timer = setTimeout(() => setCoolingDown(false), 5000);
    return () => clearTimeout(timer);
  }, [isCoolingDown]);

  return (
    <div className="space-y-1">
      <label className="label text-sm" htmlFor="discount-code">
        Discount code
      </label>
      <div className="join w-full">
        <input
          id="discount-code"
          className="input join-item w-full font-mono"
          value={code}
          maxLength={50}
          placeholder="CODE"
          onChange={(event) => onCodeChange(sanitizeDiscountCode(event.target.value))}
        />
        <button
          type="button"
          className="btn join-item"
          disabled={!code || isApplying || isCoolingDown}
          onClick={() => {
            setCoolingDown(true);
            onApply();
          }}
        >
          {isApplying ? <span className="loading loading-spinner loading-xs" aria-hidden /> : null}
          Apply
        </button>
      </div>
      {appliedPercent !== null && (
        <p className="text-sm text-success" data-testid="discount-applied">
          {appliedPercent}% discount applied
        </p>
      )}
    </div>
  );
}
