import { getPublicConfig, type PublicConfig } from '@skinpilot/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api/http-client';

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => call(getPublicConfig),
  staleTime: Infinity,
});

/** Shown until the server answers, and if it never does: the page still renders its links. */
export const fallbackPublicConfig: PublicConfig = {
  app_name: 'SkinPilot',
  environment: 'production',
  support_email: 'support@skinpilot.gg',
  discord_invite_url: 'https://discord.gg/skinpilot',
  review_site_url: 'https://www.trustpilot.com/review/skinpilot.gg',
  demo_video_url: null,
  assets_base_url: '',
  captcha_provider: 'disabled',
  captcha_site_key: null,
  trading_sandboxes: [],
};

export function usePublicConfig(): PublicConfig {
  return useQuery(publicConfigQuery).data ?? fallbackPublicConfig;
}
