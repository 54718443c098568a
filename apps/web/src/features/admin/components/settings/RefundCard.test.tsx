import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { RefundCard } from './RefundCard';

function serveRefund(answer: object, status = 200) {
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('RefundCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps Refund disabled until a trade id is given, then sends it trimmed with a null reason', async () => {
    const fetch = serveRefund({
      success: true,
      credits_restored: 150.5,
      already_refunded: false,
      message: 'ok',
    });
    renderWithProviders(<RefundCard />);
    const button = await screen.findByRole('button', { name: 'Refund' });
    expect(button).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Withdrawal trade ID'), { target: { value: '  roll-42 ' } });
    fireEvent.change(screen.getByLabelText('Reason (optional)'), { target: { value: '   ' } });
    fireEvent.click(button);
    expect(await screen.findByText('Refund successful: +150.5 credits')).toBeInTheDocument();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ trade_id: 'roll-42', reason: null });
  });

  it('says when the withdrawal was already refunded, and prefixes failures with "Refund failed:"', async () => {
    serveRefund({ success: true, credits_restored: 0, already_refunded: true, message: 'ok' });
    renderWithProviders(<RefundCard />);
    fireEvent.change(await screen.findByLabelText('Withdrawal trade ID'), { target: { value: 't1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refund successful: +0 credits (already refunded)')).toBeInTheDocument();

    serveRefund({ detail: 'No trade with this id.' }, 404);
    fireEvent.change(screen.getByLabelText('Withdrawal trade ID'), { target: { value: 't2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refund failed: No trade with this id.')).toBeInTheDocument();
  });
});
