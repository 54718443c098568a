import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import ProxiesTab from './ProxiesTab';

const proxy = {
  id: '00000000-0000-4000-8000-000000000001',
  label: 'Frankfurt',
  url_display: 'socks5://bot:****@10.0.0.1:1080',
  max_connections: 5,
  current_connections: 1,
  status: 'error',
  error_count: 2,
  last_error: 'The proxy refused the connection.' as string | null,
  last_checked: null,
  exit_ip: null,
  detailed_connections: [
    { roll_id: 'r1', connected: true, reconnect_attempts: 3, user_email: 'a@b.test', steam_id: '7656' },
  ],
};

/** The server as the tab calls it: one proxy, no rotating proxy, and a failing proxy test. */
function serve(over: Partial<typeof proxy> = {}) {
  const answers: Record<string, unknown> = {
    'GET /api/admin/proxies': {
      proxies: [{ ...proxy, ...over }],
      total_count: 1,
      total_capacity: 5,
      active_connections: 1,
      healthy_count: 0,
    },
    'GET /api/admin/http-rotating-proxy': {
      enabled: false,
      label: '',
      url_display: null,
      status: 'unknown',
      last_checked: null,
      error_count: 0,
      last_error: null,
      exit_ip: null,
    },
    [`POST /api/admin/proxies/${proxy.id}/test`]: {
      status: 'error',
      ip: null,
      error: 'refused',
      latency_ms: null,
    },
  };
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    if (key === 'POST /api/admin/proxies') {
      // The server's check of section 5: 1 to 10 connections.
      const sent = JSON.parse(String(init?.body)) as { max_connections: number };
      if (sent.max_connections > 10) {
        const detail = 'Invalid body: max_connections must be from 1 to 10.';
        return new Response(JSON.stringify({ detail }), { status: 422 });
      }
    }
    return new Response(JSON.stringify(answers[key] ?? { detail: 'unexpected' }), {
      status: key in answers ? 200 : 500,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('ProxiesTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows totals, errors and connections, and keeps the last proxy from being removed', async () => {
    serve();
    renderWithProviders(<ProxiesTab />);
    const row = (await screen.findByText('Frankfurt')).closest('tr')!;
    expect(within(row).getByText('1/5')).toBeInTheDocument();
    expect(within(row).getByText('2 errors')).toBeInTheDocument();
    expect(within(row).getByText('a@b.test')).toHaveAttribute(
      'title',
      expect.stringContaining('Reconnect attempts: 3'),
    );
    expect(within(row).getByRole('button', { name: 'Remove' })).toBeDisabled();
    expect(screen.getByText('20%')).toBeInTheDocument();
  });

  it('says "Proxy test failed" with the reason when the proxy is not online', async () => {
    serve();
    renderWithProviders(<ProxiesTab />);
    const row = (await screen.findByText('Frankfurt')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Test' }));
    expect(await screen.findByText('Proxy test failed: refused')).toBeInTheDocument();
  });

  it('calls an untested proxy without errors "Not tested yet", not "Healthy"', async () => {
    serve({ status: 'unknown', error_count: 0, last_error: null });
    renderWithProviders(<ProxiesTab />);
    const row = (await screen.findByText('Frankfurt')).closest('tr')!;
    expect(within(row).getByText('Not tested yet')).toBeInTheDocument();
    expect(within(row).queryByText('Healthy')).toBeNull();
  });

  it('asks for url and label before adding, without calling the server', async () => {
    const fetch = serve();
    renderWithProviders(<ProxiesTab />);
    await screen.findByText('Frankfurt');
    fireEvent.click(screen.getByRole('button', { name: 'Add Proxy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Proxy' });
    expect(within(dialog).getByLabelText('Max connections')).toHaveValue(5);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Proxy' }));
    expect(await screen.findByText('URL and label are required')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('posts nothing while Max connections is outside 1 to 10: the field says why, not the server', async () => {
    const fetch = serve();
    renderWithProviders(<ProxiesTab />);
    await screen.findByText('Frankfurt');
    fireEvent.click(screen.getByRole('button', { name: 'Add Proxy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Proxy' });
    fireEvent.change(within(dialog).getByLabelText('URL'), { target: { value: 'socks5://h:1080' } });
    fireEvent.change(within(dialog).getByLabelText('Label'), { target: { value: 'Paris' } });
    fireEvent.change(within(dialog).getByLabelText('Max connections'), { target: { value: '11' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Proxy' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    expect(screen.queryByText(/Invalid body/)).toBeNull();
    expect(within(dialog).getByLabelText('Max connections')).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Add Proxy' })).toBeInTheDocument();
  });
});
