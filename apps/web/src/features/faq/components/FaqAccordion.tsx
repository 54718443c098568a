import type { FaqItem } from '../lib/faq-items';

/**
 * Native <details> elements: keyboard and screen-reader support come from the browser, and the shared
 * `name` makes opening one question close the others, like an accordion.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <div className="space-y-2">
      {items.map((item, index) => (
        <details
          key={item.question}
          name="faq"
          open={index === 0}
          className="collapse-arrow collapse border border-base-300 bg-base-200"
        >
          <summary className="collapse-title font-semibold">{item.question}</summary>
          <div className="collapse-content opacity-80">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
