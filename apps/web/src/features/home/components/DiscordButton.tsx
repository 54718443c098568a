import { MessageCircle } from 'lucide-react';
import { usePublicConfig } from '../../../shared/config/use-public-config';

export function DiscordButton({ size = 'lg' }: { size?: 'md' | 'lg' }) {
  const { discord_invite_url } = usePublicConfig();
  return (
    <a
      href={discord_invite_url}
      target="_blank"
      rel="noreferrer"
      className={`btn btn-outline ${size === 'lg' ? 'btn-lg' : ''}`}
    >
      <MessageCircle className="size-5" aria-hidden /> Join our Discord
    </a>
  );
}
