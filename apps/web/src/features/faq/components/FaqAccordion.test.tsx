import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { faqItems } from '../lib/faq-items';
import { FaqAccordion } from './FaqAccordion';

describe('FaqAccordion', () => {
  it('lists every question with only the first one open', () => {
    const items = faqItems('SkinPilot');
    render(<FaqAccordion items={items} />);
    const questions = items.map((item) => screen.getByText(item.question).closest('details'));
    expect(questions[0]).toHaveAttribute('open');
    for (const other of questions.slice(1)) expect(other).not.toHaveAttribute('open');
  });
});
