import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import DiscountsTab from './DiscountsTab';

const code = (over: object) => ({
  id: '00000000-0000-4000-8000-000000000001',
  code: 'SUMMER',
  discount: 15,
  usage_limit: 10,
  times_used: 4,
  expiration_date: null,
  product_types: ['premium_license'],
  active: true,
  is_expired: false,
  is_usage_exceeded: false,
  status: 'active',
  created_at: '2026-11-01T00:00:00Z',
  ...over,
});

function serve(testAnswer: object) {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    const body =
      init?.method === 'PUT'
        ? { message: 'Discount code updated successfully', discount_code: code({}) }
        : init?.method === 'POST'
          ? testAnswer
          : {
              discount_codes: [
                code({}),
                code({
                  id: '00000000-0000-4000-8000-000000000002',
                  code: 'OLD',
                  active: false,
                  status: 'inactive',
                }),
              ],
              pagination: { current_page: 1, per_page: 50, total_pages: 1, total_count: 2 },
            };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('DiscountsTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows usage, types and status', async () => {
    serve({});
    renderWithProviders(<DiscountsTab />);
    const row = (await screen.findByText('SUMMER')).closest('tr')!;
    expect(within(row).getByText('4 / 10')).toBeInTheDocument();
    expect(within(row).getByText('Premium')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByLabelText('Edit SUMMER')).toBeEnabled();
    const old = screen.getByText('OLD').closest('tr')!;
    expect(within(old).getByText('Inactive')).toBeInTheDocument();
  });

  it('reactivates an inactive code from its edit form, whose other fields stay frozen until then', async () => {
    const fetch = serve({});
    renderWithProviders(<DiscountsTab />);
    fireEvent.click(await screen.findByLabelText('Edit OLD'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Discount Code' });
    expect(within(dialog).getByLabelText('Discount (%)')).toBeDisabled();
    fireEvent.click(within(dialog).getByLabelText('Active'));
    expect(within(dialog).getByLabelText('Discount (%)')).toBeEnabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toContain('00000000-0000-4000-8000-000000000002');
    expect(JSON.parse(String(put[1]?.body))).toMatchObject({ code: 'OLD', active: true });
  });

  it('reports a refused test as "Test failed: {message}"', async () => {
    serve({ success: false, discount: 0, message: 'This discount code has expired.' });
    renderWithProviders(<DiscountsTab />);
    fireEvent.click(await screen.findByLabelText('Test SUMMER'));
    expect(await screen.findByText('Test failed: This discount code has expired.')).toBeInTheDocument();
  });

  it('waits 500 ms after typing before searching', async () => {
    const fetch = serve({});
    renderWithProviders(<DiscountsTab />);
    await screen.findByText('SUMMER');
    const before = fetch.mock.calls.length;
    fireEvent.change(screen.getByLabelText('Search codes'), { target: { value: 'SUM' } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fetch.mock.calls.length).toBe(before);
    await vi.waitFor(
      () => expect(fetch.mock.calls.some(([url]) => String(url).includes('search=SUM'))).toBe(true),
      {
        timeout: 2000,
      },
    );
  });
});
