import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { OrchestratorCard } from './OrchestratorCard';

const config = {
  replicas_by_role: { free_trial: 1, premium: 1, admin: 1 },
  per_user_overrides: {},
  max_replicas_cap: 10,
  non_primary_max_auth_connections: 0,
  set_non_primary_is_duplicate: true,
  provider: 'local',
};

describe('OrchestratorCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows where sessions run and saves another provider', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      const body = init?.method === 'POST' ? JSON.parse(String(init.body)) : {};
      const answer =
        init?.method === 'POST'
          ? { config: { ...config, ...body }, message: 'Orchestrator config updated' }
          : { config };
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<OrchestratorCard />);
    const provider = await screen.findByLabelText('Provider');
    expect(provider).toHaveValue('local');
    fireEvent.change(provider, { target: { value: 'hetzner-hcloud' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Orchestrator config updated')).toBeInTheDocument();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toMatchObject({ provider: 'hetzner-hcloud' });
  });
});
