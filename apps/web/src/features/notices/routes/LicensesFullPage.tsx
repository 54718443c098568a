import { Mail, MessageCircle, PackageX } from 'lucide-react';
import { usePublicConfig } from '../../../shared/config/use-public-config';

export default function LicensesFullPage() {
  const { discord_invite_url, support_email } = usePublicConfig();
  return (
    <div className="hero min-h-[60vh]">
      <div className="hero-content text-center">
        <div className="max-w-lg space-y-4">
          <PackageX className="mx-auto size-16 text-error" aria-hidden />
          <h1 className="text-3xl font-bold">Premium Licenses Sold Out</h1>
          <p className="opacity-70">
            All premium licenses are taken for now. We keep the number of bots limited so that every trader
            gets the best listings. Join our Discord to hear first when a license frees up, or write to
            support.
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            <a href={discord_invite_url} target="_blank" rel="noreferrer" className="btn btn-primary">
              <MessageCircle className="size-4" aria-hidden /> Join our Discord
            </a>
            <a href={`mailto:${support_email}`} className="btn btn-outline">
              <Mail className="size-4" aria-hidden /> Email support
            </a>
          </div>
        </div>
      </div>
    </div>
  );
}
